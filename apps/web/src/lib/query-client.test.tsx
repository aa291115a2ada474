import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { onlineManager, QueryClientProvider } from '@tanstack/react-query';
import { CarIcon } from 'lucide-react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { vehicleToasts, type Vehicle } from '@sudsy/domain/vehicle';
import { DetailQueryView } from '@/components/detail-query-view';
import { useOwnerVehicles } from '@/lib/owner-vehicles';
import { createQueryClient } from '@/lib/query-client';

const fallback = 'Check your connection and try again.';

/** A page body reading through the app's query client as every page does: loading, failed with Retry, or the data. */
function VehiclesBody() {
  return (
    <DetailQueryView
      query={useOwnerVehicles()}
      loading={{ label: 'Loading vehicles...', skeleton: null }}
      notFound={{
        heading: 'My Vehicles',
        icon: CarIcon,
        title: 'Not found',
        description: 'No such list.',
        to: '/',
        linkText: 'Home',
      }}
      failed={{ heading: 'My Vehicles', title: vehicleToasts.loadFailed.title, fallback }}
    >
      {(vehicles: Vehicle[]) => <p>{vehicles.length} vehicles</p>}
    </DetailQueryView>
  );
}

/** The vehicles API answering each read with `answer()`; returns how many reads it got. */
function vehiclesApi(answer: () => Response) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    if (String(input) === '/api/vehicles') return answer();
    return Response.json({ error: { code: 'not_found', message: 'Not found' } }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { reads: () => fetchMock.mock.calls.length };
}

/** Lets `ms` of the page's time pass, with every timer, answer and render due in it. */
async function after(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

function renderVehicles() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <VehiclesBody />
    </QueryClientProvider>,
  );
}

describe("the app's query client", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a failed load and Retry within 2 seconds, having asked once more, and Retry loads again', async () => {
    let answer = () =>
      Response.json({ error: { code: 'internal', message: 'The database is busy.' } }, { status: 500 });
    const api = vehiclesApi(() => answer());
    renderVehicles();

    await after(2_000);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(vehicleToasts.loadFailed.title);
    expect(alert).toHaveTextContent('The database is busy.');
    expect(api.reads()).toBe(2);

    answer = () => Response.json({ vehicles: [] });
    // fireEvent: user-event waits on a timer of its own, which the paused clock would never run.
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await after(0);
    expect(screen.getByText('0 vehicles')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a network failure within 2 seconds too', async () => {
    const api = vehiclesApi(() => {
      throw new TypeError('Failed to fetch');
    });
    renderVehicles();

    await after(2_000);
    expect(screen.getByRole('alert')).toHaveTextContent(fallback);
    expect(within(screen.getByRole('alert')).getByRole('button', { name: 'Retry' })).toBeEnabled();
    expect(api.reads()).toBe(2);
  });

  it('shows the failure and Retry on a phone that is offline, instead of waiting for a connection', async () => {
    onlineManager.setOnline(false);
    try {
      const api = vehiclesApi(() => {
        throw new TypeError('Failed to fetch');
      });
      renderVehicles();

      await after(2_000);
      expect(screen.getByRole('alert')).toHaveTextContent(fallback);
      expect(api.reads()).toBe(2);
    } finally {
      onlineManager.setOnline(true);
    }
  });

  it('never asks again after a 4xx: the error shows at once', async () => {
    const api = vehiclesApi(() =>
      Response.json({ error: { code: 'forbidden', message: 'Only car owners keep vehicles.' } }, { status: 403 }),
    );
    renderVehicles();

    await after(0);
    expect(screen.getByRole('alert')).toHaveTextContent('Only car owners keep vehicles.');
    await after(10_000);
    expect(api.reads()).toBe(1);
  });
});
