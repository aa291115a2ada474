import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clusterByDistance, type ScreenPoint } from './cluster-by-distance';

type Item = ScreenPoint & { id: string };
const at = (id: string, x: number, y: number): Item => ({ id, x, y });
const ids = (clusters: { members: Item[] }[]) => clusters.map((cluster) => cluster.members.map((item) => item.id));
const pointOf = (item: Item) => item;

describe('clusterByDistance', () => {
  it('keeps markers far enough apart on their own, each at its own point', () => {
    const clusters = clusterByDistance([at('a', 0, 0), at('b', 50, 0), at('c', 0, 50)], pointOf, 40);
    expect(clusters).toEqual([
      { members: [at('a', 0, 0)], x: 0, y: 0 },
      { members: [at('b', 50, 0)], x: 50, y: 0 },
      { members: [at('c', 0, 50)], x: 0, y: 50 },
    ]);
  });

  it('draws markers closer than the radius as one, at their mean', () => {
    const clusters = clusterByDistance(
      [at('a', 0, 0), at('b', 30, 0), at('c', 0, 30), at('far', 200, 200)],
      pointOf,
      40,
    );
    expect(ids(clusters)).toEqual([['a', 'b', 'c'], ['far']]);
    expect(clusters[0]).toMatchObject({ x: 10, y: 10 });
  });

  it('gathers around seeds, so a chain of close markers does not become one long cluster', () => {
    const chain = [0, 30, 60, 90, 120].map((x, index) => at(String(index), x, 0));
    expect(ids(clusterByDistance(chain, pointOf, 40))).toEqual([['0', '1'], ['2', '3'], ['4']]);
  });

  it('puts a marker with the nearest of two seeds it could join', () => {
    const clusters = clusterByDistance([at('left', 0, 0), at('right', 60, 0), at('between', 35, 0)], pointOf, 40);
    expect(ids(clusters)).toEqual([['left'], ['right', 'between']]);
  });

  it('draws washers at the same rounded point as one marker at any radius above 0', () => {
    expect(ids(clusterByDistance([at('a', 5, 5), at('b', 5, 5)], pointOf, 1))).toEqual([['a', 'b']]);
    expect(ids(clusterByDistance([at('a', 5, 5), at('b', 5, 5)], pointOf, 0))).toEqual([['a'], ['b']]);
  });

  it('answers nothing for no markers', () => {
    expect(clusterByDistance([], pointOf, 40)).toEqual([]);
  });

  const coordinate = fc.integer({ min: -2000, max: 2000 });
  const items = fc
    .array(fc.record({ x: coordinate, y: coordinate }), { maxLength: 60 })
    .map((points) => points.map((point, index) => ({ ...point, id: String(index) })));
  const radius = fc.integer({ min: 0, max: 300 });
  const distance = (a: ScreenPoint, b: ScreenPoint) => Math.hypot(a.x - b.x, a.y - b.y);

  it('draws every marker exactly once, in a cluster whose members follow the given order', () => {
    fc.assert(
      fc.property(items, radius, (points, radiusPx) => {
        const clusters = clusterByDistance(points, pointOf, radiusPx);
        const drawn = clusters.flatMap((cluster) => cluster.members.map((item) => Number(item.id)));
        expect([...drawn].sort((a, b) => a - b)).toEqual(points.map((_, index) => index));
        for (const cluster of clusters) {
          const order = cluster.members.map((item) => Number(item.id));
          expect(order).toEqual([...order].sort((a, b) => a - b));
        }
      }),
    );
  });

  it('keeps every member within the radius of its seed, and the seeds at least the radius apart', () => {
    fc.assert(
      fc.property(items, radius, (points, radiusPx) => {
        const clusters = clusterByDistance(points, pointOf, radiusPx);
        const seeds = clusters.map((cluster) => cluster.members[0] as Item);
        for (const [index, cluster] of clusters.entries()) {
          for (const member of cluster.members.slice(1)) {
            expect(distance(member, seeds[index] as Item)).toBeLessThan(radiusPx);
          }
          for (const other of seeds.slice(index + 1)) {
            expect(distance(other, seeds[index] as Item)).toBeGreaterThanOrEqual(radiusPx);
          }
        }
      }),
    );
  });

  it('places each cluster at the mean of its members, and moves with the map', () => {
    fc.assert(
      fc.property(items, radius, coordinate, coordinate, (points, radiusPx, dx, dy) => {
        const clusters = clusterByDistance(points, pointOf, radiusPx);
        for (const cluster of clusters) {
          const mean = (key: 'x' | 'y') =>
            cluster.members.reduce((sum, item) => sum + item[key], 0) / cluster.members.length;
          expect(cluster.x).toBeCloseTo(mean('x'));
          expect(cluster.y).toBeCloseTo(mean('y'));
        }
        const moved = clusterByDistance(points, (item) => ({ x: item.x + dx, y: item.y + dy }), radiusPx);
        expect(ids(moved)).toEqual(ids(clusters));
      }),
    );
  });

  it('never draws more markers at a larger radius than at none', () => {
    fc.assert(
      fc.property(items, radius, (points, radiusPx) => {
        expect(clusterByDistance(points, pointOf, radiusPx).length).toBeLessThanOrEqual(points.length);
        expect(clusterByDistance(points, pointOf, 0)).toHaveLength(points.length);
      }),
    );
  });
});
