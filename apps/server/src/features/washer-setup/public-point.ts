import { publicPoint } from '@sudsy/domain/geo';
import type { Coordinates } from '@sudsy/domain/washer-profile';

/** What a washer's public point is worked out from: their base and its blur, as washer_profiles keeps them. */
export type BlurredBase = { lat: number | null; lng: number | null; blurTurn: number; blurReach: number };

/**
 * The point anyone but the washer sees of their base, and every public distance is measured from
 * (publicPoint, 0.8 to 1.4 km off the base); null without a base. The washer's own setup page shows the base.
 */
export function publicCenter({ lat, lng, blurTurn, blurReach }: BlurredBase): Coordinates | null {
  return lat === null || lng === null ? null : publicPoint({ lat, lng }, { turn: blurTurn, reach: blurReach });
}
