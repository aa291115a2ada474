import type { Config } from '../../config';
import type { Geocoder } from './geocoder';
import { googleGeocoder } from './google-geocoder';
import { offlineGeocoder } from './offline-geocoder';

/** Google when MAPS_PROVIDER=google has a key, else the offline gazetteer (which Google also falls back on). */
export function createGeocoder(maps: Config['maps']): Geocoder {
  const offline = offlineGeocoder();
  return maps.provider === 'google' && maps.googleApiKey ? googleGeocoder(maps.googleApiKey, offline) : offline;
}
