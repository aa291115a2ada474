import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

/**
 * A setup page left with unsaved edits sends them as it unmounts and then writes the browser copy.
 * This lets that finish before the shared teardown clears the storage, so no test sees the last
 * one's profile. Runs before the setup file's teardown (after-hooks run in reverse order).
 */
export function settleAfterEach(): void {
  afterEach(async () => {
    vi.useRealTimers();
    cleanup();
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
}
