import type { Coordinates } from '@sudsy/domain/washer-profile';

// Texts of the Service Area tab that the domain does not hold yet, verbatim.
export const locationToasts = {
  title: 'Location Set',
  withAddress: 'Using your current location as the service center.',
  withoutAddress: 'Using your current location. Address details unavailable.',
} as const;

/** The address used when the point has none: 4 decimals. */
export function currentLocationAddress({ lat, lng }: Coordinates): string {
  return `Current Location (${lat.toFixed(4)}, ${lng.toFixed(4)})`;
}

export const mapsKeyTexts = {
  saved: 'API Key Saved',
  // The original product described this one only as 'a message saying it appears too short for a maps key'.
  tooShort: 'This API key appears to be too short for a maps key.',
} as const;
