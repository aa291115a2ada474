import { useEffect, useRef, useState } from 'react';
import { liveSendSeconds, roundLivePoint } from '@sudsy/domain/job-day';
import type { Coordinates } from '@sudsy/domain/washer-profile';

// The washer's location on the way to a job (docs/product.md, "The day of the job"): asked for once
// when they tap On my way, optional, watched only while they are on the way and dropped at arrival.

export type LocationSharing = 'off' | 'sharing' | 'refused' | 'unavailable';

const pointOf = (position: GeolocationPosition): Coordinates => ({
  lat: position.coords.latitude,
  lng: position.coords.longitude,
});

/** Where the browser says the washer is, once; null when it is refused, unknown or unsupported. */
export function currentPosition(): Promise<{ point: Coordinates | null; refused: boolean }> {
  if (!('geolocation' in navigator)) return Promise.resolve({ point: null, refused: false });
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ point: pointOf(position), refused: false }),
      (error) => resolve({ point: null, refused: error.code === error.PERMISSION_DENIED }),
      { enableHighAccuracy: true, timeout: 10_000, maximumAge: 30_000 },
    );
  });
}

/** Whether the browser already lets this site read the location, so watching needs no new prompt. */
async function alreadyGranted(): Promise<boolean> {
  try {
    return (await navigator.permissions.query({ name: 'geolocation' })).state === 'granted';
  } catch {
    return false;
  }
}

/**
 * While `active`, watches the location and hands the newest point to `send` at most every
 * `liveSendSeconds` (the server keeps one every 5 seconds at most). It starts by itself when the
 * browser already allows it (a reloaded page), or when `start()` is called from a tap; it stops
 * when `active` turns false (arrival) or the page goes.
 */
export function useLiveLocation(active: boolean, send: (point: Coordinates) => void) {
  const [sharing, setSharing] = useState<LocationSharing>('off');
  const [wanted, setWanted] = useState(false);
  const sendRef = useRef(send);
  /** The point sent with On my way itself, rounded as the server keeps it. */
  const firstSent = useRef('');
  useEffect(() => {
    sendRef.current = send;
  });

  useEffect(() => {
    if (!active || wanted) return;
    let cancelled = false;
    void alreadyGranted().then((granted) => {
      if (granted && !cancelled) setWanted(true);
    });
    return () => {
      cancelled = true;
    };
  }, [active, wanted]);

  useEffect(() => {
    if (!active || !wanted || !('geolocation' in navigator)) return;
    const { geolocation } = navigator;
    let latest: Coordinates | null = null;
    let lastSentAt = 0;
    let lastSent = firstSent.current;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const flush = () => {
      timer = undefined;
      // The server keeps about 100 m: a move within it changes nothing the owner sees.
      const rounded = latest && JSON.stringify(roundLivePoint(latest));
      if (!latest || rounded === lastSent) return;
      lastSentAt = Date.now();
      lastSent = rounded ?? '';
      sendRef.current(latest);
      latest = null;
    };
    const watch = geolocation.watchPosition(
      (position) => {
        setSharing('sharing');
        latest = pointOf(position);
        if (timer !== undefined) return;
        timer = setTimeout(flush, Math.max(0, lastSentAt + liveSendSeconds * 1000 - Date.now()));
      },
      (error) => setSharing(error.code === error.PERMISSION_DENIED ? 'refused' : 'unavailable'),
      { enableHighAccuracy: true, maximumAge: 5_000 },
    );
    // The first point went with On my way itself; the next waits its turn.
    lastSentAt = Date.now();
    return () => {
      geolocation.clearWatch(watch);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [active, wanted]);

  return {
    sharing: active ? sharing : 'off',
    /** Starts watching (after a tap: the browser may ask), past the point On my way sent. */
    start: (sent?: Coordinates) => {
      if (sent) firstSent.current = JSON.stringify(roundLivePoint(sent));
      setWanted(true);
    },
    /** Says how the one-off read of On my way went, before the watch reports. */
    settle: (state: LocationSharing) => setSharing(state),
  };
}
