import { mapsMessages } from '@sudsy/domain/geo';

/** The maps key a washer saved in this browser. */
export const mapsKeyStorageKey = 'google_maps_api_key';

export function readMapsKey(): string | null {
  try {
    return localStorage.getItem(mapsKeyStorageKey);
  } catch {
    return null;
  }
}

export function storeMapsKey(key: string): void {
  try {
    localStorage.setItem(mapsKeyStorageKey, key);
  } catch {
    throw new Error(mapsMessages.keySaveFailed);
  }
}

export function clearMapsKey(): void {
  try {
    localStorage.removeItem(mapsKeyStorageKey);
  } catch {
    throw new Error(mapsMessages.keyClearFailed);
  }
}
