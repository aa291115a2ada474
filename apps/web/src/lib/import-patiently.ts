import { reconnectDelayMs } from '@sudsy/domain/constants';

/** Resolves when the browser says it is back online, or after `ms`, whichever comes first. */
function backOnlineOrAfter(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener('online', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    window.addEventListener('online', done);
  });
}

/**
 * Code for a lazy part of the app's frame (the header's menus, the toasts), asked for again until
 * it arrives: at once when the browser is back online, else after 1 s growing to 10 s. React.lazy
 * keeps a failed load for good, and the frame has no error page of its own, so one import lost to a
 * dropped connection took the whole app down; the part's stand-in shows while it waits.
 */
export async function importPatiently<Module>(load: () => Promise<Module>): Promise<Module> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await load();
    } catch {
      await backOnlineOrAfter(reconnectDelayMs(attempt));
    }
  }
}
