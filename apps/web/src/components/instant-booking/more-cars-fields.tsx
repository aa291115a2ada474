import { useId } from 'react';
import { PlusIcon, XIcon } from 'lucide-react';
import { bookingCarsMessages, maxCarsPerBooking, type ExtraCar } from '@sudsy/domain/booking-cars';
import { vehicleLabel, type Vehicle } from '@sudsy/domain/vehicle';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { ServicesChecklist, type ServiceOption } from './job-fields';

type MoreCarsFieldsProps = {
  cars: readonly ExtraCar[];
  onCarsChange: (cars: ExtraCar[]) => void;
  /** The owner's vehicles, and the first car's (never offered again). */
  vehicles: readonly Vehicle[];
  firstVehicleId: string;
  options: readonly ServiceOption[];
  /** What a new car starts with ticked: the first car's services. */
  firstServiceIds: readonly string[];
};

/**
 * Further cars of the owner on the same visit (docs/product.md, "Instant booking"): each one of
 * their vehicles not chosen yet, with its own services; up to maxCarsPerBooking in all.
 */
export function MoreCarsFields({
  cars,
  onCarsChange,
  vehicles,
  firstVehicleId,
  options,
  firstServiceIds,
}: MoreCarsFieldsProps) {
  const taken = new Set([firstVehicleId, ...cars.map((car) => car.vehicleId)]);
  const free = vehicles.filter((vehicle) => !taken.has(vehicle.id));
  const change = (index: number, car: ExtraCar) => onCarsChange(cars.map((other, at) => (at === index ? car : other)));
  const canAdd = firstVehicleId !== '' && free.length > 0 && cars.length < maxCarsPerBooking - 1;
  return (
    <>
      {cars.map((car, index) => (
        <ExtraCarFields
          key={index}
          number={index + 2}
          car={car}
          onChange={(next) => change(index, next)}
          onRemove={() => onCarsChange(cars.filter((_, at) => at !== index))}
          vehicles={vehicles.filter((vehicle) => vehicle.id === car.vehicleId || !taken.has(vehicle.id))}
          options={options}
        />
      ))}
      {canAdd ? (
        <Button
          type="button"
          variant="outline"
          className="justify-self-start"
          onClick={() => onCarsChange([...cars, { vehicleId: free[0]?.id ?? '', serviceIds: [...firstServiceIds] }])}
        >
          <PlusIcon aria-hidden />
          {bookingCarsMessages.addCar}
        </Button>
      ) : null}
    </>
  );
}

type ExtraCarFieldsProps = {
  number: number;
  car: ExtraCar;
  onChange: (car: ExtraCar) => void;
  onRemove: () => void;
  vehicles: readonly Vehicle[];
  options: readonly ServiceOption[];
};

function ExtraCarFields({ number, car, onChange, onRemove, vehicles, options }: ExtraCarFieldsProps) {
  const headingId = useId();
  const vehicleId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-3 rounded-lg border p-3">
      <div className="flex items-center justify-between gap-2">
        <h3 id={headingId} className="text-sm font-semibold">
          {bookingCarsMessages.carHeading(number)}
        </h3>
        <Button type="button" variant="ghost" size="sm" onClick={onRemove}>
          <XIcon aria-hidden />
          {bookingCarsMessages.removeCar(number)}
        </Button>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={vehicleId}>Vehicle</Label>
        <Select value={car.vehicleId} onValueChange={(value) => onChange({ ...car, vehicleId: value })}>
          <SelectTrigger id={vehicleId} className="w-full">
            <SelectValue placeholder="Choose your vehicle" />
          </SelectTrigger>
          <SelectContent>
            {vehicles.map((vehicle) => (
              <SelectItem key={vehicle.id} value={vehicle.id}>
                {vehicleLabel(vehicle)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <ServicesChecklist
        label={`Services for car ${number}`}
        options={options}
        chosen={car.serviceIds}
        onChosenChange={(serviceIds) => onChange({ ...car, serviceIds })}
      />
    </section>
  );
}
