import { ClockIcon } from 'lucide-react';
import { formatCents, formatMinutes } from '@sudsy/domain/money';
import type { PublicWasherService } from '@sudsy/domain/washer-api';
import { Badge } from '@/components/ui/badge';
import { PayAtJobNote } from '@/components/pay-at-job-note';

function priceRange({ minPriceCents, maxPriceCents }: PublicWasherService): string {
  if (minPriceCents === maxPriceCents) return formatCents(minPriceCents);
  return `${formatCents(minPriceCents)} – ${formatCents(maxPriceCents)}`;
}

/** The washer's services with their own price ranges and times. */
export function WasherServicesList({ services }: { services: readonly PublicWasherService[] }) {
  if (services.length === 0)
    return <p className="text-sm text-muted-foreground">This washer has not listed any services yet.</p>;
  return (
    <div className="grid gap-3">
      <ul className="divide-y">
        {services.map((service) => (
          <li
            key={service.serviceId}
            className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3 first:pt-0 last:pb-0"
          >
            <div className="flex min-w-0 flex-wrap items-center gap-2">
              <span className="font-medium">{service.name}</span>
              {service.custom ? <Badge variant="secondary">Custom</Badge> : null}
            </div>
            <div className="flex items-center gap-4 text-sm">
              <span className="flex items-center gap-1 text-muted-foreground">
                <ClockIcon className="size-3.5" aria-hidden />
                {formatMinutes(service.estimatedMinutes)}
              </span>
              <span className="font-semibold tabular-nums">{priceRange(service)}</span>
            </div>
          </li>
        ))}
      </ul>
      <PayAtJobNote />
    </div>
  );
}
