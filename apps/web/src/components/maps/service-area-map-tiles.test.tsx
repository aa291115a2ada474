import { render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { mapsMessages } from '@sudsy/domain/geo';
import ServiceAreaMap from './service-area-map';

// The tile server unreachable, as the tile layer reports it once its tiles keep failing
// (tile-health.ts, tested on its own): the map stays, and says why it shows no streets.
vi.mock('./configured-tile-layer', () => ({
  mapChromeClassName: '',
  ConfiguredTileLayer: ({ onUnreachable }: { onUnreachable?: () => void }) => {
    useEffect(() => onUnreachable?.(), [onUnreachable]);
    return null;
  },
}));

describe('service area map without its tiles', () => {
  it('keeps the map and says the streets could not load', async () => {
    render(<ServiceAreaMap center={{ lat: 37.7937, lng: -122.3965 }} radiusMiles={10} label="Service area map" />);
    expect(screen.getByRole('figure', { name: 'Service area map' })).toBeInTheDocument();
    expect(await screen.findByRole('status')).toHaveTextContent(mapsMessages.tilesUnreachable);
  });
});
