import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { geolocationOptions } from '@sudsy/domain/constants';
import { mapsMessages, type AddressSuggestion } from '@sudsy/domain/geo';
import { mapsKeyStorageKey } from '../lib/maps-key-storage';
import { locationToasts } from '../lib/service-area-texts';
import { mockWasherApi } from '../testing/mock-washer-api';
import { renderAt } from '../testing/render-setup';
import { settleAfterEach } from '../testing/settle-after-each';
import { loadPageCode } from '@/test/load-page-code';

settleAfterEach();

// Leaflet needs a real layout engine; the preview's loading and failure states have their own test.
vi.mock('@/components/maps/service-area-map', () => ({
  default: ({ label }: { label: string }) => <figure aria-label={label} />,
}));

const austin: AddressSuggestion[] = [
  { label: 'Austin, TX 78701', lat: 30.2672, lng: -97.7431 },
  { label: 'Austin, TX 78702', lat: 30.2638, lng: -97.7166 },
  { label: 'Austin, MN 55912', lat: 43.6666, lng: -92.9746 },
];

async function openServiceArea(options: Parameters<typeof mockWasherApi>[0] = {}) {
  const api = mockWasherApi({ suggestions: austin, ...options });
  const view = renderAt('/provider/profile?tab=service-area');
  await screen.findByRole('region', { name: 'Service Area' });
  return { api, ...view };
}

const address = () => screen.getByRole('combobox', { name: 'Service Center Address' });

// After the mocks above (vi.mock is hoisted), before any test: see loadPageCode.
await loadPageCode('/provider/profile');

describe('Service Area', () => {
  it('suggests US places as the washer types; arrow keys move, Enter picks, and the map shows the place', async () => {
    const { user, api } = await openServiceArea();
    expect(screen.getByText('Set your service center')).toBeInTheDocument();

    await user.type(address(), 'Austin');
    const list = await screen.findByRole('listbox', { name: 'Address suggestions' });
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(3));
    expect(address()).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{ArrowDown}');
    expect(address()).toHaveAttribute('aria-activedescendant', within(list).getAllByRole('option')[0]?.id);
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(within(list).getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}');
    expect(within(list).getAllByRole('option')[2]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}{Enter}');

    expect(address()).toHaveValue('Austin, TX 78702');
    expect(address()).toHaveAttribute('aria-expanded', 'false');
    expect(
      await screen.findByRole('figure', { name: 'Map of your service area: 10 miles around Austin, TX 78702' }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    await waitFor(() =>
      expect(api.state.saves.at(-1)).toMatchObject({
        address: 'Austin, TX 78702',
        mapCenter: { lat: 30.2638, lng: -97.7166 },
      }),
    );
  });

  it('closes the suggestions on Escape and picks one on click', async () => {
    const { user } = await openServiceArea();
    await user.type(address(), 'Austin, MN');
    const list = await screen.findByRole('listbox', { name: 'Address suggestions' });
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(1));
    await user.keyboard('{Escape}');
    expect(address()).toHaveAttribute('aria-expanded', 'false');
    expect(address()).toHaveValue('Austin, MN');

    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(address()).toHaveAttribute('aria-expanded', 'true'));
    await user.click(screen.getByRole('option', { name: 'Austin, MN 55912' }));
    expect(address()).toHaveValue('Austin, MN 55912');
  });

  it('says when suggestions are loading and when they fail', async () => {
    const { user } = await openServiceArea({ suggestions: 'error' });
    await user.type(address(), 'Aus');
    expect(screen.getByText(mapsMessages.suggestionsLoading)).toBeInTheDocument();
    expect(await screen.findByText(mapsMessages.suggestionsFailed)).toBeInTheDocument();
  });

  it("uses the browser's position, with the fallback address when the geocoder knows none", async () => {
    const getCurrentPosition = vi.fn((success: PositionCallback) =>
      success({ coords: { latitude: 30.267153, longitude: -97.743057 } } as GeolocationPosition),
    );
    vi.stubGlobal(
      'navigator',
      Object.assign(Object.create(navigator) as Navigator, { geolocation: { getCurrentPosition } }),
    );
    const { user } = await openServiceArea({ reverseAddress: null });
    await user.click(screen.getByRole('button', { name: 'Use Current Location' }));

    expect(await screen.findByText(locationToasts.withoutAddress)).toBeInTheDocument();
    expect(screen.getByText(locationToasts.title)).toBeInTheDocument();
    expect(address()).toHaveValue('Current Location (30.2672, -97.7431)');
    expect(getCurrentPosition).toHaveBeenCalledWith(expect.any(Function), expect.any(Function), geolocationOptions);
  });

  it('uses the street address when the geocoder knows one', async () => {
    const getCurrentPosition = vi.fn((success: PositionCallback) =>
      success({ coords: { latitude: 30.2672, longitude: -97.7431 } } as GeolocationPosition),
    );
    vi.stubGlobal(
      'navigator',
      Object.assign(Object.create(navigator) as Navigator, { geolocation: { getCurrentPosition } }),
    );
    const { user } = await openServiceArea({ reverseAddress: '100 Congress Ave, Austin, TX 78701' });
    await user.click(screen.getByRole('button', { name: 'Use Current Location' }));
    expect(await screen.findByText(locationToasts.withAddress)).toBeInTheDocument();
    expect(address()).toHaveValue('100 Congress Ave, Austin, TX 78701');
  });

  it('says so when the browser has no geolocation or refuses it', async () => {
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { geolocation: undefined }));
    const { user } = await openServiceArea();
    await user.click(screen.getByRole('button', { name: 'Use Current Location' }));
    expect(await screen.findByText(mapsMessages.geolocationUnsupported)).toBeInTheDocument();

    const getCurrentPosition = vi.fn((_: PositionCallback, failure: PositionErrorCallback) =>
      failure({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError),
    );
    vi.stubGlobal(
      'navigator',
      Object.assign(Object.create(navigator) as Navigator, { geolocation: { getCurrentPosition } }),
    );
    await user.click(screen.getByRole('button', { name: 'Use Current Location' }));
    expect(await screen.findByText('Error getting location: User denied Geolocation')).toBeInTheDocument();
  });

  it('sets the service radius from 1 to 50 miles with the slider', async () => {
    const { user, api } = await openServiceArea();
    const slider = screen.getByRole('slider', { name: 'Service Radius in miles' });
    expect(slider).toHaveAttribute('aria-valuemin', '1');
    expect(slider).toHaveAttribute('aria-valuemax', '50');
    expect(slider).toHaveAttribute('aria-valuenow', '10');
    slider.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(slider).toHaveAttribute('aria-valuenow', '12');
    await user.keyboard('{End}');
    expect(slider).toHaveAttribute('aria-valuenow', '50');
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    await waitFor(() => expect(api.state.saves.at(-1)).toMatchObject({ workRadiusMiles: 50 }));
  });

  it('has no maps key prompt in the default offline mode', async () => {
    await openServiceArea();
    expect(screen.queryByLabelText('Google Maps API Key')).not.toBeInTheDocument();
  });

  it('asks for a maps key in Google mode when the server has none, and keeps it in this browser', async () => {
    const { user } = await openServiceArea({ mapsConfig: { provider: 'google', keyConfigured: false } });
    const key = await screen.findByLabelText('Google Maps API Key');
    expect(key).toHaveAttribute('type', 'password');
    expect(screen.queryByRole('combobox', { name: 'Service Center Address' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save API Key' }));
    expect(key).toHaveAccessibleDescription(mapsMessages.keyEmpty);
    await user.type(key, 'too-short');
    await user.click(screen.getByRole('button', { name: 'Save API Key' }));
    expect(key).toHaveAccessibleDescription('This API key appears to be too short for a maps key.');

    await user.clear(key);
    await user.type(key, 'AIzaSyA-a-key-of-enough-length');
    await user.click(screen.getByRole('button', { name: 'Save API Key' }));
    expect(await screen.findByText('API Key Saved')).toBeInTheDocument();
    expect(localStorage.getItem(mapsKeyStorageKey)).toBe('AIzaSyA-a-key-of-enough-length');
    expect(address()).toBeInTheDocument();
    expect(screen.getByText(/'for development purposes only' watermark/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(localStorage.getItem(mapsKeyStorageKey)).toBeNull();
    expect(screen.getByLabelText('Google Maps API Key')).toBeInTheDocument();
  });
});
