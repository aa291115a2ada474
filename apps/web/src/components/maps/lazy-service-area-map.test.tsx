import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LazyServiceAreaMap } from './lazy-service-area-map';

// The map's code arrives only when the test says so, to watch the loading bar meanwhile.
const mapCode = vi.hoisted(() => {
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  return { arrived, arrive: () => arrive() };
});
vi.mock('./service-area-map', async () => {
  await mapCode.arrived;
  return { default: ({ label }: { label: string }) => <figure aria-label={label} /> };
});

describe('service area map loading', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a bar rising by 10 every 200 ms up to 95 until the map is there', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    render(<LazyServiceAreaMap center={{ lat: 37.7937, lng: -122.3965 }} radiusMiles={10} label="Service area map" />);
    const bar = screen.getByRole('progressbar', { name: 'Map loading progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');

    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(bar).toHaveAttribute('aria-valuenow', '10');
    await act(() => vi.advanceTimersByTimeAsync(800));
    expect(bar).toHaveAttribute('aria-valuenow', '50');
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(bar).toHaveAttribute('aria-valuenow', '95');

    vi.useRealTimers();
    mapCode.arrive();
    expect(await screen.findByRole('figure', { name: 'Service area map' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
