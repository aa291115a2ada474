import { useId, useState } from 'react';
import { LoaderCircleIcon, LocateFixedIcon } from 'lucide-react';
import { toast } from 'sonner';
import type { AddressSuggestion } from '@sudsy/domain/geo';
import { AddressCombobox } from '@/components/address-combobox';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { currentPosition } from '@/lib/current-position';
import { reverseGeocode } from '@/lib/reverse-geocode';

type AddressFieldProps = {
  value: string;
  onType: (text: string) => void;
  onPlace: (place: AddressSuggestion) => void;
};

/** Where the car is: typed, picked from US suggestions, or the browser's position. */
export function AddressField({ value, onType, onPlace }: AddressFieldProps) {
  const id = useId();
  const [locating, setLocating] = useState(false);

  const locate = async () => {
    setLocating(true);
    try {
      const point = await currentPosition();
      // The point alone is enough to search from; the address is for the owner to recognise.
      const address = await reverseGeocode(point).catch(() => null);
      onPlace({ label: address ?? `${point.lat.toFixed(5)}, ${point.lng.toFixed(5)}`, ...point });
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    } finally {
      setLocating(false);
    }
  };

  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>
        Service Address
        <span aria-hidden className="text-destructive">
          *
        </span>
      </Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <div className="min-w-0 flex-1">
          <AddressCombobox
            id={id}
            value={value}
            onInputChange={onType}
            onSelect={onPlace}
            required
            aria-required
            placeholder="Street address, city or ZIP code"
          />
        </div>
        <Button type="button" variant="outline" className="h-10" onClick={() => void locate()} disabled={locating}>
          {locating ? (
            <LoaderCircleIcon className="animate-spin motion-reduce:animate-none" aria-hidden />
          ) : (
            <LocateFixedIcon aria-hidden />
          )}
          {locating ? 'Locating...' : 'Use my location'}
        </Button>
      </div>
      <p className="text-xs text-muted-foreground">US addresses only. Washers come to you.</p>
    </div>
  );
}
