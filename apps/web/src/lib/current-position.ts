import { geolocationOptions } from '@sudsy/domain/constants';
import { mapsMessages } from '@sudsy/domain/geo';
import type { Coordinates } from '@sudsy/domain/washer-profile';

/** Where the browser says the visitor is (high accuracy, 5 s, never a cached fix), or why it cannot say. */
export function currentPosition(): Promise<Coordinates> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator) || !navigator.geolocation) {
      reject(new Error(mapsMessages.geolocationUnsupported));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ lat: coords.latitude, lng: coords.longitude }),
      (error) => reject(new Error(mapsMessages.geolocationError(error.message))),
      geolocationOptions,
    );
  });
}
