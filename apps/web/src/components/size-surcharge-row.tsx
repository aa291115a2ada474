import { formatCents } from '@sudsy/domain/money';
import { sizeSurchargeLine, type VehiclePrice } from '@sudsy/domain/size-pricing';
import { vehicleTypeLabels } from '@sudsy/domain/vehicle';
import type { VehicleType } from '@sudsy/domain/constants';
import { cn } from '@/lib/utils';

type SizeSurchargeRowProps = { vehicleType: VehicleType | null; price: VehiclePrice; className?: string };

/**
 * The price line a washer's size pricing adds for the owner's car (docs/product.md, "Size
 * pricing"), between the services and the total; nothing when the car costs the listed price.
 */
export function SizeSurchargeRow({ vehicleType, price, className }: SizeSurchargeRowProps) {
  if (vehicleType === null || price.surchargeCents === 0) return null;
  return (
    <p className={cn('flex justify-between gap-2', className)}>
      <span className="min-w-0 truncate">
        {sizeSurchargeLine(vehicleTypeLabels[vehicleType], price.surchargePercent)}
      </span>
      <span className="shrink-0 tabular-nums">+{formatCents(price.surchargeCents)}</span>
    </p>
  );
}
