import { useEffect, useMemo, useRef } from 'react';

/**
 * What the tile layer has reported: tiles loaded so far, tiles failed since the last one loaded,
 * and whether that means the tile server cannot be reached (which, once said, stays said).
 */
export type TileTally = { loaded: number; failedInARow: number; unreachable: boolean };

/** `load` is the layer's own: every tile of the current view has finished, loaded or failed. */
export type TileEvent = 'tileload' | 'tileerror' | 'load';

/** A view needs at least this many tiles: this many failures with none loading between them is no blip. */
export const failedTilesInARow = 4;

export const freshTileTally: TileTally = { loaded: 0, failedInARow: 0, unreachable: false };

/**
 * The tally after one event. The server is unreachable when failures run on with no tile loading
 * after them (blocked, offline, a wrong MAP_TILE_URL), or when a whole first view finished without a
 * single tile; a stray failed tile among loaded ones is not enough.
 */
export function tallyTile(tally: TileTally, event: TileEvent): TileTally {
  if (tally.unreachable) return tally;
  if (event === 'tileload') return { ...tally, loaded: tally.loaded + 1, failedInARow: 0 };
  if (event === 'tileerror') {
    const failedInARow = tally.failedInARow + 1;
    return { ...tally, failedInARow, unreachable: failedInARow >= failedTilesInARow };
  }
  return { ...tally, unreachable: tally.loaded === 0 && tally.failedInARow > 0 };
}

/** Event handlers for a TileLayer that call `onUnreachable` once when its tiles cannot load. */
export function useTileHealth(onUnreachable: (() => void) | undefined) {
  const listener = useRef(onUnreachable);
  useEffect(() => {
    listener.current = onUnreachable;
  });
  // One set of handlers for the layer's life: new ones each render would re-register them every time.
  return useMemo(() => {
    let tally = freshTileTally;
    const report = (event: TileEvent) => {
      const before = tally;
      tally = tallyTile(before, event);
      if (tally.unreachable && !before.unreachable) listener.current?.();
    };
    return {
      tileload: () => report('tileload'),
      tileerror: () => report('tileerror'),
      load: () => report('load'),
    };
  }, []);
}
