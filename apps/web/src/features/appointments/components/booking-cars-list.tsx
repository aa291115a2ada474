import type { BookingCar } from '@sudsy/domain/booking-cars';
import { formatCents } from '@sudsy/domain/money';
import { appointmentTitle } from '../lib/appointment-format';

/** A booking for several cars: each car with its services and its price line (docs/product.md, "Instant booking"). */
export function BookingCarsList({ cars }: { cars: readonly BookingCar[] }) {
  return (
    <ul aria-label="Cars on this booking" className="grid gap-2">
      {cars.map((car, index) => (
        <li key={index} className="grid gap-0.5">
          <span className="flex justify-between gap-3">
            <span className="min-w-0">{car.vehicle}</span>
            <span className="shrink-0 tabular-nums">{formatCents(car.priceCents, { always2: true })}</span>
          </span>
          <span className="text-xs font-normal text-muted-foreground">{appointmentTitle(car.services)}</span>
        </li>
      ))}
    </ul>
  );
}
