/** Every cached answer of the provider setup sits under 'provider-setup'. */
export const providerSetupQueryKeys = {
  all: ['provider-setup'] as const,
  profile: ['provider-setup', 'profile'] as const,
  gallery: ['provider-setup', 'gallery'] as const,
  instantBooking: ['provider-setup', 'instant-booking'] as const,
  mapsConfig: ['provider-setup', 'maps-config'] as const,
  mapsKey: ['provider-setup', 'maps-key'] as const,
  emailVerification: ['provider-setup', 'email-verification'] as const,
};
