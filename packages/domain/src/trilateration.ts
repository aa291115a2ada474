// What anyone can do with the distances public answers carry: ask from many places of their
// choosing and fit the one point all the answers agree on. The tests of the rule "A washer's home
// stays private" (docs/security.md) run this fit against the distances the search answers and show
// it lands on the washer's public point, never near their base. Only tests use it.
import { greatCircleMiles } from './geo';
import type { Coordinates } from './washer-profile';

/** A distance an answer gave, where it was asked from, and how far from the truth it may be (its rounding). */
export type Sighting = { from: Coordinates; miles: number; within: number };

const milesPerDegree = 69.09;

/** How badly `point` fits the sightings: each miss counted in units of the sighting's own rounding. */
function misfit(sightings: readonly Sighting[], point: Coordinates): number {
  let sum = 0;
  for (const { from, miles, within } of sightings) {
    const miss = (greatCircleMiles(from, point) - miles) / within;
    sum += miss * miss;
  }
  return sum;
}

/** The best fitting point of a square grid of (2 × reach + 1)² points `step` miles apart, centred on `centre`. */
function bestOnGrid(sightings: readonly Sighting[], centre: Coordinates, step: number, reach: number): Coordinates {
  const latStep = step / milesPerDegree;
  const lngStep = step / (milesPerDegree * Math.max(Math.cos((centre.lat * Math.PI) / 180), 1e-6));
  let best = centre;
  let bestMisfit = misfit(sightings, centre);
  for (let row = -reach; row <= reach; row++) {
    for (let column = -reach; column <= reach; column++) {
      const point = { lat: centre.lat + row * latStep, lng: centre.lng + column * lngStep };
      const candidate = misfit(sightings, point);
      if (candidate < bestMisfit) {
        best = point;
        bestMisfit = candidate;
      }
    }
  }
  return best;
}

/**
 * The point whose distances best fit the sightings (least squares, each miss weighed by its
 * sighting's rounding), searched for within `spanMiles` of `near`: one coarse 21 × 21 grid, then
 * 7 × 7 grids around the best point of the last, each a third as fine and still spanning the last
 * one's cell, down to a few metres. The small grids keep a fit to about 700 trial points, so
 * property tests running dozens of fits stay quick on a loaded machine.
 */
export function fitPoint(sightings: readonly Sighting[], near: Coordinates, spanMiles = 3): Coordinates {
  let step = spanMiles / 10;
  let best = bestOnGrid(sightings, near, step, 10);
  for (step /= 3; step > 0.001; step /= 3) best = bestOnGrid(sightings, best, step, 3);
  return best;
}
