import { CarIcon, PencilIcon } from 'lucide-react';
import { vehicleTypeLabels, type Vehicle } from '@sudsy/domain/vehicle';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { RemoveVehicleButton } from './remove-vehicle-button';

type VehicleCardProps = { vehicle: Vehicle; onEdit: (vehicle: Vehicle) => void };

export function VehicleCard({ vehicle, onEdit }: VehicleCardProps) {
  const description = `${vehicle.year} ${vehicle.make} ${vehicle.model}`;
  const details = [
    { label: 'Color', value: vehicle.color },
    { label: 'License plate', value: vehicle.licensePlate },
  ].filter((detail): detail is { label: string; value: string } => Boolean(detail.value));

  return (
    <Card className="h-full gap-4">
      <CardHeader className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
          <CarIcon className="size-5" aria-hidden />
        </span>
        <div className="grid min-w-0 flex-1 gap-1">
          <CardTitle className="truncate text-base leading-snug">{vehicle.nickname ?? description}</CardTitle>
          {vehicle.nickname ? <p className="truncate text-sm text-muted-foreground">{description}</p> : null}
        </div>
        <Badge variant="secondary">{vehicleTypeLabels[vehicle.type]}</Badge>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        {details.length > 0 ? (
          <dl className="grid grid-cols-2 gap-3">
            {details.map((detail) => (
              <div key={detail.label} className="min-w-0">
                <dt className="text-xs text-muted-foreground">{detail.label}</dt>
                <dd className="truncate font-medium">{detail.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {vehicle.notes ? (
          <p dir="auto" className="line-clamp-3 text-muted-foreground">
            {vehicle.notes}
          </p>
        ) : null}
      </CardContent>
      <CardFooter className="mt-auto justify-end gap-2 border-t pt-4">
        <Button variant="outline" size="sm" onClick={() => onEdit(vehicle)}>
          <PencilIcon aria-hidden />
          Edit
          <span className="sr-only"> {description}</span>
        </Button>
        <RemoveVehicleButton vehicle={vehicle} />
      </CardFooter>
    </Card>
  );
}
