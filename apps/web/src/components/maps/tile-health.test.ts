import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { failedTilesInARow, freshTileTally, tallyTile, type TileEvent } from './tile-health';

const replay = (events: TileEvent[]) => events.reduce(tallyTile, freshTileTally);
const failures = (count: number): TileEvent[] => Array.from({ length: count }, () => 'tileerror');

describe('tile health', () => {
  it('gives up on the tiles when the first few all fail', () => {
    expect(failedTilesInARow).toBe(4);
    expect(replay(failures(3)).unreachable).toBe(false);
    expect(replay(failures(4)).unreachable).toBe(true);
  });

  it('gives up when a whole first view finished without one tile, however few it asked for', () => {
    expect(replay(['tileerror', 'tileerror', 'load']).unreachable).toBe(true);
    expect(replay(['load']).unreachable).toBe(false);
  });

  it('keeps the map through a failed tile or three among loaded ones', () => {
    const mixed: TileEvent[] = ['tileload', ...failures(3), 'tileload', ...failures(3), 'load'];
    expect(replay(mixed)).toEqual({ loaded: 2, failedInARow: 3, unreachable: false });
  });

  it('gives up on failures that run on with no tile loading after them, even after earlier tiles loaded', () => {
    expect(replay(['tileload', 'load', ...failures(4)]).unreachable).toBe(true);
  });

  it('once it has given up, stays so', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom<TileEvent>('tileload', 'tileerror', 'load')), (later) => {
        expect(replay([...failures(4), ...later]).unreachable).toBe(true);
      }),
    );
  });

  it('never gives up while every failure is followed by a load within three', () => {
    const healthy = fc.array(
      fc
        .integer({ min: 0, max: failedTilesInARow - 1 })
        .map((failed): TileEvent[] => [...failures(failed), 'tileload']),
    );
    fc.assert(
      fc.property(healthy, (runs) => {
        expect(replay(['tileload', ...runs.flat(), 'load']).unreachable).toBe(false);
      }),
    );
  });
});
