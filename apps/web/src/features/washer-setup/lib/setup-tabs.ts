/** The four tabs of the washer setup, in order. */
export const setupTabs = [
  { value: 'services', label: 'Services & Pricing' },
  { value: 'service-area', label: 'Service Area' },
  { value: 'profile', label: 'Profile' },
  { value: 'portfolio', label: 'Portfolio' },
] as const;

export type SetupTab = (typeof setupTabs)[number]['value'];

export function isSetupTab(value: string | null): value is SetupTab {
  return setupTabs.some((tab) => tab.value === value);
}
