import { useId } from 'react';
import { formatCents } from '@sudsy/domain/money';
import type { Coordinates } from '@sudsy/domain/washer-profile';
import { AddressCombobox } from '@/components/address-combobox';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';

/** A service to tick, with the washer's listed price when known. */
export type ServiceOption = { serviceId: string; name: string; priceCents?: number | undefined };
export type Place = { address: string; coordinates: Coordinates | null };

/**
 * What a booking from the washer's page asks first, the search having asked it already: which of
 * the washer's services (at their listed price) and where.
 */
export function JobFields({
  options,
  chosen,
  onChosenChange,
  place,
  onPlaceChange,
}: {
  options: readonly ServiceOption[];
  chosen: readonly string[];
  onChosenChange: (serviceIds: string[]) => void;
  place: Place;
  onPlaceChange: (place: Place) => void;
}) {
  const addressId = useId();
  return (
    <>
      <ServicesChecklist label="Services" options={options} chosen={chosen} onChosenChange={onChosenChange} />
      <div className="grid gap-2">
        <Label htmlFor={addressId}>Service address</Label>
        <AddressCombobox
          id={addressId}
          value={place.address}
          onInputChange={(address) => onPlaceChange({ address, coordinates: null })}
          onSelect={(suggestion) =>
            onPlaceChange({ address: suggestion.label, coordinates: { lat: suggestion.lat, lng: suggestion.lng } })
          }
          autoComplete="street-address"
          placeholder="Where should the washer come?"
        />
      </div>
    </>
  );
}

type ServicesChecklistProps = {
  label: string;
  options: readonly ServiceOption[];
  chosen: readonly string[];
  onChosenChange: (serviceIds: string[]) => void;
};

/** The washer's services to tick, each with its listed price when known. */
export function ServicesChecklist({ label, options, chosen, onChosenChange }: ServicesChecklistProps) {
  const servicesId = useId();
  return (
    <fieldset className="grid gap-2" aria-labelledby={servicesId}>
      <legend id={servicesId} className="text-sm font-medium">
        {label}
      </legend>
      {options.map((option) => {
        const checkboxId = `${servicesId}-${option.serviceId}`;
        const checked = chosen.includes(option.serviceId);
        return (
          <div key={option.serviceId} className="flex items-center gap-3 rounded-md border px-3 py-2">
            <Checkbox
              id={checkboxId}
              checked={checked}
              onCheckedChange={(value) =>
                onChosenChange(
                  value === true
                    ? [...chosen, option.serviceId]
                    : chosen.filter((serviceId) => serviceId !== option.serviceId),
                )
              }
            />
            <Label htmlFor={checkboxId} className="flex-1 font-normal">
              {option.name}
            </Label>
            {option.priceCents === undefined ? null : (
              <span className="text-sm font-medium tabular-nums">{formatCents(option.priceCents)}</span>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
