/** Every cached answer of the washer setup sits under 'washer-setup'. */
export const washerSetupQueryKeys = {
  all: ['washer-setup'] as const,
  profile: ['washer-setup', 'profile'] as const,
  gallery: ['washer-setup', 'gallery'] as const,
  instantBooking: ['washer-setup', 'instant-booking'] as const,
  mapsConfig: ['washer-setup', 'maps-config'] as const,
  mapsKey: ['washer-setup', 'maps-key'] as const,
  emailVerification: ['washer-setup', 'email-verification'] as const,
};
