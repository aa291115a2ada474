import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mapsMessages } from '@sudsy/domain/geo';
import { LazyServiceAreaMap } from './lazy-service-area-map';

vi.mock('./service-area-map', () => ({
  default: () => {
    throw new Error('Map container is already initialized.');
  },
}));

describe('service area map failure', () => {
  it('shows the red panel with the checklist when the map cannot start', async () => {
    // React reports the caught error on the console; the panel is what the washer sees.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<LazyServiceAreaMap center={{ lat: 37.7937, lng: -122.3965 }} radiusMiles={10} label="Service area map" />);

    const panel = await screen.findByRole('alert');
    expect(panel).toHaveTextContent(mapsMessages.mapInitFailed);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Billing is enabled for the maps account',
      'The Maps JavaScript service is activated',
      'This domain is authorised to use the key',
      'The usage quota has not been exceeded',
    ]);
  });
});
