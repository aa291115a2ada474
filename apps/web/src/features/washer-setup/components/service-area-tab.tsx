import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { InfoIcon, MapIcon, MapPinnedIcon } from 'lucide-react';
import { map as mapConstants, serviceRadiusSlider } from '@sudsy/domain/constants';
import { LazyServiceAreaMap } from '@/components/maps/lazy-service-area-map';
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Slider } from '@/components/ui/slider';
import { useMapsConfig } from '../api/get-maps-config';
import { readMapsKey } from '../lib/maps-key-storage';
import type { ProfileFormValues } from '../lib/profile-form';
import { AddressCombobox } from '@/components/address-combobox';
import { CurrentLocationButton } from './current-location-button';
import { MapsKeyPrompt } from './maps-key-prompt';
import { SectionCard } from '@/components/section-card';

const developmentHost = /^(localhost|127\.0\.0\.1|\[::1\]|.+\.local|.+\.localhost)$/;

/** Service Area: the service center (typed, suggested or located), the radius and the map preview. */
export function ServiceAreaTab() {
  const form = useFormContext<ProfileFormValues>();
  const [address, mapCenter, radius] = useWatch({
    control: form.control,
    name: ['address', 'mapCenter', 'workRadiusMiles'],
  });
  const config = useMapsConfig();
  const [savedKey, setSavedKey] = useState(readMapsKey);
  const googleMode = config.data?.provider === 'google';
  // DESIGN: the key prompt only matters in Google mode with no key on the server.
  const needsBrowserKey = googleMode && config.data?.keyConfigured === false;
  const ready = !needsBrowserKey || savedKey !== null;

  const setCenter = (text: string, center: ProfileFormValues['mapCenter']) => {
    form.setValue('address', text, { shouldValidate: true });
    form.setValue('mapCenter', center);
  };

  return (
    <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <SectionCard
        id="service-area-title"
        title="Service Area"
        icon={<MapPinnedIcon />}
        description="Where you start from and how far you travel to reach customers."
      >
        <div className="grid gap-6">
          {needsBrowserKey ? <MapsKeyPrompt savedKey={savedKey} onChange={setSavedKey} /> : null}
          {ready ? (
            <>
              <FormField
                control={form.control}
                name="address"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>Service Center Address</FormLabel>
                    <div className="grid gap-2">
                      <div className="min-w-0">
                        <FormControl>
                          <AddressCombobox
                            name={field.name}
                            ref={field.ref}
                            onBlur={field.onBlur}
                            value={field.value}
                            placeholder="Street, city or ZIP code"
                            maxLength={300}
                            // A typed address is no longer the place on the map; the server places it on save.
                            onInputChange={(text) => setCenter(text, null)}
                            onSelect={(suggestion) =>
                              setCenter(suggestion.label, { lat: suggestion.lat, lng: suggestion.lng })
                            }
                          />
                        </FormControl>
                      </div>
                      <CurrentLocationButton onLocate={({ address: located, center }) => setCenter(located, center)} />
                    </div>
                    <p className="text-xs text-muted-foreground">
                      Type a US address, city or ZIP code and pick a suggestion, or use where you are now.
                    </p>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <FormField
                control={form.control}
                name="workRadiusMiles"
                render={({ field }) => (
                  <FormItem>
                    <div className="flex items-center justify-between">
                      <FormLabel>Service Radius</FormLabel>
                      <span className="text-sm font-medium tabular-nums" aria-hidden>
                        {field.value} {field.value === 1 ? 'mile' : 'miles'}
                      </span>
                    </div>
                    <FormControl>
                      <Slider
                        min={serviceRadiusSlider.min}
                        max={serviceRadiusSlider.max}
                        step={serviceRadiusSlider.step}
                        value={[field.value]}
                        onValueChange={([miles]) => miles !== undefined && field.onChange(miles)}
                        thumbLabel="Service Radius in miles"
                        className="py-2"
                      />
                    </FormControl>
                    <div className="flex justify-between text-xs text-muted-foreground" aria-hidden>
                      <span>{serviceRadiusSlider.min} mile</span>
                      <span>{serviceRadiusSlider.max} miles</span>
                    </div>
                  </FormItem>
                )}
              />
            </>
          ) : null}
        </div>
      </SectionCard>
      {ready ? (
        <SectionCard
          id="map-preview-title"
          title="Map Preview"
          icon={<MapIcon />}
          description={address.trim() ? address : 'No service center yet'}
        >
          <div className="grid gap-3">
            {mapCenter ? (
              <LazyServiceAreaMap
                center={mapCenter}
                radiusMiles={radius}
                label={`Map of your service area: ${radius} miles around ${address || 'your service center'}`}
              />
            ) : (
              <div
                className="flex flex-col items-center justify-center gap-2 rounded-lg border border-dashed bg-muted/30 px-6 text-center"
                style={{ height: mapConstants.heightPx }}
              >
                <MapPinnedIcon className="size-8 text-muted-foreground" aria-hidden />
                <p className="font-medium">
                  {address.trim() ? 'This address goes on the map when it is saved' : 'Set your service center'}
                </p>
                <p className="max-w-sm text-sm text-muted-foreground">
                  {address.trim()
                    ? 'Pick a suggestion to place it right away.'
                    : 'Pick an address or use your current location to see the area you cover.'}
                </p>
              </div>
            )}
            {googleMode && developmentHost.test(window.location.hostname) ? (
              <p className="flex items-start gap-2 text-xs text-muted-foreground">
                <InfoIcon className="mt-0.5 size-3.5 shrink-0" aria-hidden />
                You are on a development host: a 'for development purposes only' watermark on the map is normal here.
              </p>
            ) : null}
          </div>
        </SectionCard>
      ) : null}
    </div>
  );
}
