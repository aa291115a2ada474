import type { Coordinates } from '@sudsy/domain/washer-profile';
import { coversPlace, matchedDistance, searchDistanceMiles, type SearchCriteria } from '@sudsy/domain/washer-search';

/** What the search needs to know of a washer to find them: where, how far they go, what they offer. */
export type WasherPoint = {
  id: string;
  /** Their public point (public-point.ts): the search measures, filters and sorts by it, never by the base. */
  point: Coordinates;
  workRadiusMiles: number;
  offeredServiceIds: readonly string[];
  /** The second sort key, after the distance, as the card lists them. */
  businessName: string;
};

export type NearbyWasher = { washer: WasherPoint; distanceMiles: number };

/** Cells of a tenth of a degree (about 7 by 5 miles): a city centre's nearest hundred fill a few. */
const cellDegrees = 0.1;
/** Miles per degree of latitude, rounded down so a box is never too small. */
const milesPerDegree = 69;

const cellOf = (degrees: number) => Math.floor(degrees / cellDegrees);
/** One number per cell: longitude cells run from -1800 to 1800. */
const keyOf = (latCell: number, lngCell: number) => latCell * 10_000 + lngCell;

/**
 * No point of the cell is nearer to `origin` than this: the distance to the cell's point nearest
 * on the map (the origin clamped into it), less a margin for the curve of the meridians.
 */
function nearestPossibleMiles(origin: Coordinates, latCell: number, lngCell: number): number {
  const nearest = {
    lat: Math.min(Math.max(origin.lat, latCell * cellDegrees), (latCell + 1) * cellDegrees),
    lng: Math.min(Math.max(origin.lng, lngCell * cellDegrees), (lngCell + 1) * cellDegrees),
  };
  return (searchDistanceMiles(origin, nearest) ?? 0) * 0.99 - 0.1;
}

/** Nearest first, then by business name and id, as the search lists its washers. */
function byDistance(a: NearbyWasher, b: NearbyWasher): number {
  if (a.distanceMiles !== b.distanceMiles) return a.distanceMiles - b.distanceMiles;
  if (a.washer.businessName !== b.washer.businessName) return a.washer.businessName < b.washer.businessName ? -1 : 1;
  return a.washer.id < b.washer.id ? -1 : a.washer.id > b.washer.id ? 1 : 0;
}

/**
 * Every searchable washer with a point, in a grid of cells by latitude and longitude, kept in
 * memory: `nearest` reads only the cells around the search point and applies the search's rule
 * (matchedDistance) to the washers there, so a search costs microseconds per washer nearby, not a
 * database query.
 */
export class WasherPoints {
  private readonly cells = new Map<number, WasherPoint[]>();
  private readonly byId = new Map<string, WasherPoint>();

  get size(): number {
    return this.byId.size;
  }

  /** Adds the washer, or replaces what was known of them. */
  put(washer: WasherPoint): void {
    this.remove(washer.id);
    this.byId.set(washer.id, washer);
    const key = keyOf(cellOf(washer.point.lat), cellOf(washer.point.lng));
    const cell = this.cells.get(key);
    if (cell) cell.push(washer);
    else this.cells.set(key, [washer]);
  }

  clear(): void {
    this.cells.clear();
    this.byId.clear();
  }

  remove(id: string): void {
    const known = this.byId.get(id);
    if (!known) return;
    this.byId.delete(id);
    const key = keyOf(cellOf(known.point.lat), cellOf(known.point.lng));
    const rest = this.cells.get(key)?.filter((washer) => washer.id !== id) ?? [];
    if (rest.length > 0) this.cells.set(key, rest);
    else this.cells.delete(key);
  }

  /**
   * The washers `criteria` finds from its origin, nearest first, at most `limit`: the cells around
   * it are read nearest first and the reading stops once no washer in the next cell could be nearer
   * than the limit-th found.
   */
  nearest(criteria: SearchCriteria & { origin: Coordinates }, limit: number): NearbyWasher[] {
    const best = new WorstFirst(limit);
    for (const { bound, washers } of this.cellsAround(criteria.origin, criteria.maxMiles)) {
      const worst = best.worst();
      if (worst && bound > worst.distanceMiles) break;
      for (const washer of washers) {
        const distanceMiles = matchedDistance(washer, criteria);
        if (distanceMiles !== undefined) best.offer({ washer, distanceMiles: distanceMiles ?? 0 });
      }
    }
    return best.sorted();
  }

  /** Every washer within `maxMiles` of `place` whose work radius covers it and who offers anything (coversPlace), in no order. */
  covering(place: Coordinates, maxMiles: number): NearbyWasher[] {
    const found: NearbyWasher[] = [];
    for (const { washers } of this.cellsAround(place, maxMiles))
      for (const washer of washers)
        if (coversPlace(washer, place))
          found.push({ washer, distanceMiles: searchDistanceMiles(place, washer.point) ?? 0 });
    return found;
  }

  /** The cells that may hold a point within `miles` of `origin`, nearest first; every cell across a pole or the antimeridian. */
  private cellsAround(origin: Coordinates, miles: number): { bound: number; washers: WasherPoint[] }[] {
    const latSpan = miles / milesPerDegree;
    const farthestLat = Math.abs(origin.lat) + latSpan;
    const lngSpan = farthestLat >= 89 ? 360 : latSpan / Math.cos((farthestLat * Math.PI) / 180);
    const everywhere = lngSpan >= 180 || Math.abs(origin.lng) + lngSpan > 180;
    // Every cell, in no order: the reading cannot stop early there, which so rare a search affords.
    if (everywhere) return [...this.cells.values()].map((washers) => ({ bound: 0, washers }));
    const cells: { bound: number; washers: WasherPoint[] }[] = [];
    for (let lat = cellOf(origin.lat - latSpan); lat <= cellOf(origin.lat + latSpan); lat++) {
      for (let lng = cellOf(origin.lng - lngSpan); lng <= cellOf(origin.lng + lngSpan); lng++) {
        const washers = this.cells.get(keyOf(lat, lng));
        const bound = washers ? nearestPossibleMiles(origin, lat, lng) : Infinity;
        if (washers && bound <= miles) cells.push({ bound, washers });
      }
    }
    return cells.sort((a, b) => a.bound - b.bound);
  }
}

/** The best `limit` washers offered so far, in a heap with the worst on top. */
class WorstFirst {
  private readonly heap: NearbyWasher[] = [];

  constructor(private readonly limit: number) {}

  /** The limit-th best once there are that many, otherwise undefined. */
  worst(): NearbyWasher | undefined {
    return this.heap.length >= this.limit ? this.heap[0] : undefined;
  }

  offer(found: NearbyWasher): void {
    const heap = this.heap;
    if (heap.length < this.limit) {
      heap.push(found);
      this.up(heap.length - 1);
    } else if (heap[0] && byDistance(found, heap[0]) < 0) {
      heap[0] = found;
      this.down(0);
    }
  }

  sorted(): NearbyWasher[] {
    return [...this.heap].sort(byDistance);
  }

  private swap(a: number, b: number): void {
    const held = this.heap[a] as NearbyWasher;
    this.heap[a] = this.heap[b] as NearbyWasher;
    this.heap[b] = held;
  }

  /** Whether the entry at `a` is worse (sorts later) than at `b`. */
  private worse(a: number, b: number): boolean {
    return byDistance(this.heap[a] as NearbyWasher, this.heap[b] as NearbyWasher) > 0;
  }

  private up(at: number): void {
    let child = at;
    while (child > 0) {
      const parent = (child - 1) >> 1;
      if (!this.worse(child, parent)) return;
      this.swap(child, parent);
      child = parent;
    }
  }

  private down(at: number): void {
    let parent = at;
    for (;;) {
      const left = 2 * parent + 1;
      const right = left + 1;
      let worst = parent;
      if (left < this.heap.length && this.worse(left, worst)) worst = left;
      if (right < this.heap.length && this.worse(right, worst)) worst = right;
      if (worst === parent) return;
      this.swap(parent, worst);
      parent = worst;
    }
  }
}
