// Business constants (docs/product.md, "Limits" and the sections they belong to); every screen and rule reads them from here.

import { customServiceCategory, type ServiceType } from './catalogue';

export const minPasswordLength = 6;
export const mobileBreakpointPx = 768;
export const resetRedirectDelayMs = 2000;

export const washerDefaultWorkRadiusMiles = 20;
export const washerProfileDefaults = {
  businessName: 'Provider',
  experienceYears: 5,
  workRadiusMiles: 10,
  mapCenter: { lat: 37.7937, lng: -122.3965 },
} as const;

export const recentRequestsLimit = 3;
export const dateFormats = {
  created: 'MMM d, yyyy',
  long: 'MMMM d, yyyy',
  withTime: "MMM d, yyyy 'at' h:mm a",
} as const;
/** date-fns weekStartsOn: the week starts on Monday everywhere. */
export const weekStartsOn = 1 as const;

export const vehicleTypes = ['sedan', 'suv', 'truck', 'van', 'sports', 'other'] as const;
export type VehicleType = (typeof vehicleTypes)[number];
export const minVehicleYear = 1900;
export function maxVehicleYear(today: Date = new Date()): number {
  return today.getFullYear() + 1;
}

export const distanceSlider = { min: 1, max: 50, step: 1, default: 25, labels: [1, 25, 50] } as const;
export const serviceRadiusSlider = { min: 1, max: 50, step: 1, default: 10 } as const;
export const experienceRange = { min: 0, max: 50 } as const;
export const earthRadiusMiles = 3959;
export const metresPerMile = 1609.34;

export const authTiming = {
  tickMs: 30_000,
  refreshMarginTicks: 3,
  refreshBackoffStartMs: 200,
  refreshBackoffTotalMs: 30_000,
  signingKeysCacheMs: 10 * 60_000,
} as const;
/** Realtime reconnect delays: 1 s, 2 s, 5 s, then every 10 s. */
export const reconnectDelaysMs = [1000, 2000, 5000, 10_000] as const;
const maxReconnectDelayMs = 10_000;
/** Delay before reconnect attempt `attempt` (0 for the first retry); never more than 10 s. */
export function reconnectDelayMs(attempt: number): number {
  const index = Math.min(Math.max(Math.floor(attempt), 0), reconnectDelaysMs.length - 1);
  return reconnectDelaysMs[index] ?? maxReconnectDelayMs;
}

/** Object storage defaults: listing and uploading. */
export const storageDefaults = {
  list: { limit: 100, offset: 0, sortBy: { column: 'name', order: 'asc' } },
  upload: { cacheControlSeconds: 3600, upsert: false },
} as const;

export const autoSaveDebounceMs = 2000;
export const map = { heightPx: 400, zoom: 12, progressStep: 10, progressIntervalMs: 200, progressCap: 95 } as const;
export const mapsKeyMinLength = 20;
export const geolocationOptions = { enableHighAccuracy: true, timeout: 5000, maximumAge: 0 } as const;

export const customServiceDefaults = {
  estimatedMinutes: 60,
  basePriceCents: 5000,
  category: customServiceCategory,
  type: 'main' satisfies ServiceType,
} as const;
/** A newly selected service: min = base, max = 1.5 × base. */
export const maxPriceFactor = 1.5;

export const blockDurationsMinutes = [30, 60, 90, 120, 180, 240, 480] as const;
export const defaultBlockDurationMinutes = 60;
export const displayLimits = {
  galleryCompact: 6,
  upcomingAppointments: 5,
  scheduleSidebarAppointments: 3,
  scheduleSidebarBlocks: 5,
} as const;

export const phoneDigits = { min: 10, max: 15 } as const;
export const minNameLength = 2;
export const skillLevels = ['beginner', 'intermediate', 'advanced', 'expert'] as const;
export type SkillLevel = (typeof skillLevels)[number];
export const smsMessagesPerWeek = 4;
export const smsNotice = `Up to ${smsMessagesPerWeek} messages per week. Reply STOP to opt out and HELP for help.`;

export const defaultNotificationPreferences = {
  email: { requestUpdates: true, serviceReminders: true, promotions: false, newsletter: false },
  push: { newRequests: true, messageAlerts: true, bidUpdates: true, systemAlerts: true },
  marketing: { specialOffers: false, partnerOffers: false, eventInvites: true, feedbackRequests: true },
} as const;

/** The washer dashboard's stat cards are fixed placeholders. */
export const washerDashboardStatPlaceholders = ['0', '$0', '0%'] as const;

export const maxMessageLength = 2000;
