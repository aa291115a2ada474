import { useState } from 'react';
import { LoaderCircleIcon, LocateFixedIcon } from 'lucide-react';
import { toast } from 'sonner';
import type { Coordinates } from '@sudsy/domain/washer-profile';
import { Button } from '@/components/ui/button';
import { reverseGeocode } from '@/lib/reverse-geocode';
import { currentPosition } from '@/lib/current-position';
import { currentLocationAddress, locationToasts } from '../lib/service-area-texts';

type CurrentLocationButtonProps = { onLocate: (place: { address: string; center: Coordinates }) => void };

/** Uses the browser's position as the service center, with the street address when the geocoder knows one. */
export function CurrentLocationButton({ onLocate }: CurrentLocationButtonProps) {
  const [locating, setLocating] = useState(false);

  const locate = async () => {
    setLocating(true);
    try {
      const center = await currentPosition();
      // The position alone is enough to work with; an address is a bonus the geocoder may lack.
      const address = await reverseGeocode(center).catch(() => null);
      onLocate({ address: address ?? currentLocationAddress(center), center });
      toast.success(locationToasts.title, {
        description: address ? locationToasts.withAddress : locationToasts.withoutAddress,
      });
    } catch (error) {
      toast.error('Error', { description: error instanceof Error ? error.message : String(error) });
    } finally {
      setLocating(false);
    }
  };

  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      onClick={() => void locate()}
      disabled={locating}
      className="w-fit"
    >
      {locating ? (
        <LoaderCircleIcon className="animate-spin motion-reduce:animate-none" aria-hidden />
      ) : (
        <LocateFixedIcon aria-hidden />
      )}
      {locating ? 'Locating...' : 'Use Current Location'}
    </Button>
  );
}
