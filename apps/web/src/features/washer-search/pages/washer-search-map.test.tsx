import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/test/render-app';
import type { ResultsMapProps } from '../components/results-map';
import { fakeWasher, fakeWasherSearchApi, searchAnswer } from '../testing/fake-washer-search-api';
import { loadPageCode } from '@/test/load-page-code';

// Leaflet cannot draw in jsdom: the map chunk is a stand-in whose markers are plain buttons, which
// records what the step hands it and can report that its code or its tiles failed.
const mapChunk = vi.hoisted(() => ({
  failToLoad: false,
  last: null as ResultsMapProps | null,
}));
vi.mock('../components/results-map', () => ({
  default: (props: ResultsMapProps) => {
    if (mapChunk.failToLoad) throw new Error('Failed to fetch dynamically imported module');
    mapChunk.last = props;
    return (
      <figure aria-label={props.label}>
        {props.washers.map((washer) => (
          <button key={washer.id} type="button" onClick={() => props.onOpen([washer.id])}>
            {washer.businessName}
          </button>
        ))}
        <button type="button" onClick={() => props.onOpen(props.washers.map((washer) => washer.id))}>
          Everyone here
        </button>
        <button type="button" onClick={props.onTilesUnreachable}>
          Tiles fail
        </button>
      </figure>
    );
  },
}));

const step2 = '/providers?services=express-wash&address=78701&step=2';

async function openStep2(path = step2, options: Parameters<typeof fakeWasherSearchApi>[0] = {}) {
  mapChunk.failToLoad = false;
  mapChunk.last = null;
  const api = fakeWasherSearchApi(options);
  const rendered = renderApp(path);
  await screen.findByRole('heading', { level: 2, name: 'Choose Providers' });
  return { api, ...rendered };
}

const viewOf = (router: ReturnType<typeof renderApp>['router']) =>
  new URLSearchParams(router.state.location.search).get('view');
const viewToggle = () => screen.getByRole('radiogroup', { name: 'Show providers as' });
const map = () => screen.findByRole('figure', { name: 'Map of providers' });
const degradedNotice = 'The map could not load, so the washers are shown as a list.';

// After the mocks above (vi.mock is hoisted), before any test: see loadPageCode.
await loadPageCode('/providers');

describe('washer search map', () => {
  it('shows the list by default, and the map on request, remembered in the query string', async () => {
    const { router, user } = await openStep2();
    expect(within(viewToggle()).getByRole('radio', { name: 'List' })).toBeChecked();
    expect(screen.getByRole('list', { name: 'Providers' })).toBeInTheDocument();
    expect(viewOf(router)).toBeNull();

    await user.click(within(viewToggle()).getByRole('radio', { name: 'Map' }));
    expect(await map()).toBeInTheDocument();
    expect(within(viewToggle()).getByRole('radio', { name: 'Map' })).toBeChecked();
    expect(screen.queryByRole('list', { name: 'Providers' })).not.toBeInTheDocument();
    expect(viewOf(router)).toBe('map');

    // Arrow keys move within the radio group, as in any radio group.
    // Held down as a person would: Radix moves focus a tick after the key, and checks on focus
    // only while an arrow key is down.
    await user.keyboard('{ArrowLeft>}');
    await waitFor(() => expect(within(viewToggle()).getByRole('radio', { name: 'List' })).toBeChecked());
    await user.keyboard('{/ArrowLeft}');
    expect(screen.getByRole('list', { name: 'Providers' })).toBeInTheDocument();
    expect(viewOf(router)).toBeNull();
  });

  it('opens on the map from a link, and keeps the view when the search is run again', async () => {
    const { api, router, user } = await openStep2(`${step2}&view=map`);
    expect(await map()).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to Search' }));
    expect(viewOf(router)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Find Providers' }));
    expect(await map()).toBeInTheDocument();
    expect(viewOf(router)).toBe('map');
    expect(api.searches()).toHaveLength(2);
  });

  it('hands the map the search point and the placed washers, and names the others under it', async () => {
    await openStep2(`${step2}&view=map`);
    await map();
    expect(mapChunk.last?.origin).toEqual({ lat: 30.2672, lng: -97.7431 });
    expect(mapChunk.last?.washers).toEqual([
      {
        id: 'near',
        businessName: 'Near Suds',
        point: { lat: 30.29, lng: -97.74 },
        workRadiusMiles: 20,
        distanceMiles: 0.6,
      },
      {
        id: 'far',
        businessName: 'Far Shine',
        point: { lat: 30.45, lng: -97.74 },
        workRadiusMiles: 20,
        distanceMiles: 13,
      },
    ]);
    expect(screen.getByText('Not on the map:').parentElement).toHaveTextContent('Not on the map:Unplaced Gloss');
  });

  it("opens a washer's card from their marker, ticks it there as in the list, and closes it", async () => {
    const { router, user } = await openStep2(`${step2}&view=map`);
    await user.click(within(await map()).getByRole('button', { name: 'Near Suds' }));

    const opened = screen.getByRole('region', { name: 'On the map: Near Suds' });
    expect(opened).toHaveFocus();
    const card = within(opened).getByRole('list', { name: 'Opened from the map' });
    expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent('Near Suds');
    expect(mapChunk.last?.openIds).toEqual(['near']);

    await user.click(within(card).getByRole('checkbox', { name: 'Select Near Suds' }));
    expect(screen.getByText('1 provider selected')).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('selected')).toBe('near');
    expect(mapChunk.last?.selectedIds).toEqual(['near']);

    await user.click(within(opened).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region', { name: /On the map/ })).not.toBeInTheDocument();
    expect(mapChunk.last?.openIds).toEqual([]);
  });

  it('opens the cards of washers at one spot together, and a card from the names under the map; Escape closes', async () => {
    const { user } = await openStep2(`${step2}&view=map`);
    await user.click(within(await map()).getByRole('button', { name: 'Everyone here' }));
    const opened = screen.getByRole('region', { name: '2 providers here' });
    expect(
      within(opened)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Near Suds', 'Far Shine']);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: '2 providers here' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Unplaced Gloss' }));
    expect(screen.getByRole('region', { name: 'Not on the map: Unplaced Gloss' })).toBeInTheDocument();
  });

  it('goes back to the list with a notice when the tiles cannot load, until the map is asked for again', async () => {
    const { router, user } = await openStep2(`${step2}&view=map`);
    await user.click(within(await map()).getByRole('button', { name: 'Tiles fail' }));

    expect(screen.getByText(degradedNotice).closest('[role="status"]')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Providers' })).toBeInTheDocument();
    expect(within(viewToggle()).getByRole('radio', { name: 'List' })).toBeChecked();
    expect(viewOf(router)).toBeNull();

    await user.click(within(viewToggle()).getByRole('radio', { name: 'Map' }));
    expect(await map()).toBeInTheDocument();
    expect(screen.queryByText(degradedNotice)).not.toBeInTheDocument();
  });

  it("goes back to the list with the notice when the map's code cannot load", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { router, user } = await openStep2();
    mapChunk.failToLoad = true;
    await user.click(within(viewToggle()).getByRole('radio', { name: 'Map' }));
    expect(await screen.findByText(degradedNotice)).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Providers' })).toBeInTheDocument();
    expect(viewOf(router)).toBeNull();
  });

  it('says so when nothing can be placed, and lists everyone under the map', async () => {
    const unplaced = [
      fakeWasher({ id: 'a', businessName: 'Alpha Wash', mapCenter: null, distanceMiles: null }),
      fakeWasher({ id: 'b', businessName: 'Beta Shine', mapCenter: null, distanceMiles: null }),
    ];
    await openStep2(`${step2}&view=map`, {
      search: () => searchAnswer(unplaced, { geocoded: false, origin: null }),
    });
    expect(await screen.findByText('None of these providers can be placed on the map.')).toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    expect(screen.getByText('Not on the map:').parentElement).toHaveTextContent('Not on the map:Alpha Wash,Beta Shine');
  });
});
