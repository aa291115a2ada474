/** A position on the map's pixel plane at one zoom (Leaflet's `project`). */
export type ScreenPoint = { x: number; y: number };

/** Items drawn as one marker: the first member is the seed the others lie near; x and y are their mean. */
export type Cluster<T> = { members: T[]; x: number; y: number };

/**
 * Groups items whose markers would overlap on screen, in one greedy pass: each item joins the
 * nearest cluster whose seed lies closer than `radiusPx`, or seeds a cluster of its own. Seeds so
 * end at least `radiusPx` apart and every member lies within `radiusPx` of its seed; the clusters
 * follow the items' order, so the same items at the same zoom always cluster alike. Pixel positions
 * depend on the zoom alone, not on panning, so a map recomputes them only when it zooms.
 */
export function clusterByDistance<T>(
  items: readonly T[],
  pointOf: (item: T) => ScreenPoint,
  radiusPx: number,
): Cluster<T>[] {
  const groups: { seed: ScreenPoint; members: T[]; points: ScreenPoint[] }[] = [];
  for (const item of items) {
    const point = pointOf(item);
    let nearest: (typeof groups)[number] | undefined;
    let nearestDistance = radiusPx;
    for (const group of groups) {
      const distance = Math.hypot(group.seed.x - point.x, group.seed.y - point.y);
      if (distance < nearestDistance) {
        nearest = group;
        nearestDistance = distance;
      }
    }
    if (nearest) {
      nearest.members.push(item);
      nearest.points.push(point);
    } else {
      groups.push({ seed: point, members: [item], points: [point] });
    }
  }
  return groups.map(({ members, points }) => ({
    members,
    x: points.reduce((sum, point) => sum + point.x, 0) / points.length,
    y: points.reduce((sum, point) => sum + point.y, 0) / points.length,
  }));
}
