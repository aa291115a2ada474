import { afterEach, describe, expect, it, vi } from 'vitest';
import { importPatiently } from '@/lib/import-patiently';

afterEach(() => vi.useRealTimers());

describe('importPatiently', () => {
  it('asks again as soon as the browser is back online, and gives what then arrives', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce('the menu');
    const loaded = importPatiently(load);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    window.dispatchEvent(new Event('online'));
    await expect(loaded).resolves.toBe('the menu');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('asks again after a growing pause while the browser says nothing', async () => {
    vi.useFakeTimers();
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockResolvedValueOnce('the toasts');
    const loaded = importPatiently(load);
    await vi.advanceTimersByTimeAsync(999);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1999);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    await expect(loaded).resolves.toBe('the toasts');
  });
});
