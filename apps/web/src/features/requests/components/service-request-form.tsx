import { useNavigate } from 'react-router';
import { useForm, useWatch } from 'react-hook-form';
import { CalendarClockIcon, CameraIcon, CarIcon, MapPinIcon, NotebookPenIcon, SparklesIcon } from 'lucide-react';
import { toast } from 'sonner';
import type { Profile } from '@sudsy/domain/profile';
import type { ServicePreferences } from '@sudsy/domain/service-preferences';
import { requestMessages } from '@sudsy/domain/quote-request';
import { AddressCombobox } from '@/components/address-combobox';
import { ServicePicker } from '@/components/service-picker';
import { PendingLabel } from '@/components/pending-label';
import { RequestPhotosField } from '@/components/request-photos-field';
import { RequestVehicleField } from '@/components/request-vehicle-field';
import { RequestNotesField, RequestWhenFields } from '@/components/request-detail-fields';
import { Button } from '@/components/ui/button';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { ApiError } from '@/lib/api-client';
import { useRequestPhotos } from '@/lib/use-request-photos';
import { useCreateQuoteRequest } from '../api/create-quote-request';
import {
  requestFormDefaults,
  requestFormResolver,
  type RequestFormOutput,
  type RequestFormValues,
} from '../lib/request-form';
import { FormSection } from './form-section';
import { RequestSummaryCard } from './request-summary-card';

// When no washer covers the place the request is kept, pending, and the owner is told so.
const noWasherYet =
  'No washer covers that place yet, so your request stays pending. You can follow it in My Quote Requests.';

/** Create Service Request: when, where, which vehicle, which services, photos and notes, then submit. */
export function ServiceRequestForm({
  profile,
  preferences = null,
}: {
  profile: Profile | null;
  preferences?: ServicePreferences | null;
}) {
  const navigate = useNavigate();
  const form = useForm<RequestFormValues, unknown, RequestFormOutput>({
    resolver: requestFormResolver,
    defaultValues: requestFormDefaults(profile, preferences),
  });
  const serviceIds = useWatch({ control: form.control, name: 'serviceIds' });
  const photos = useRequestPhotos();
  const create = useCreateQuoteRequest();
  const busy = create.isPending || photos.uploading;

  const onValid = async (values: RequestFormOutput) => {
    if (photos.failed) {
      toast.error('Some photos did not upload', { description: 'Retry them or remove them, then submit again.' });
      return;
    }
    try {
      const created = await create.mutateAsync({ ...values, photoIds: photos.photoIds });
      photos.keep();
      if (created.sentTo > 0)
        toast.success(requestMessages.created.title, { description: requestMessages.created.description });
      else toast.warning(requestMessages.created.title, { description: noWasherYet });
      await navigate('/customer/requests');
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        toast.error(requestMessages.authenticationRequired.title, {
          description: requestMessages.authenticationRequired.description,
        });
        return;
      }
      // The server checks every rule again; a field it refuses is marked beside the field.
      if (error instanceof ApiError) {
        for (const [name, message] of Object.entries(error.fields)) {
          if (name in values) form.setError(name as keyof RequestFormValues, { message });
        }
      }
      toast.error(requestMessages.createFailed.title, { description: requestMessages.createFailed.description });
    }
  };

  const onInvalid = () =>
    toast.error(requestMessages.missingInformation.title, {
      description: requestMessages.missingInformation.description,
    });

  return (
    <Form {...form}>
      <form
        noValidate
        onSubmit={(event) => void form.handleSubmit(onValid, onInvalid)(event)}
        className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]"
      >
        <div className="grid gap-6">
          <FormSection icon={CalendarClockIcon} title="When" description="The day and time you would like the wash.">
            <RequestWhenFields control={form.control} />
          </FormSection>

          <FormSection icon={MapPinIcon} title="Where" description="The washer comes to your car. US addresses only.">
            <FormField
              control={form.control}
              name="address"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Service Location</FormLabel>
                  <FormControl>
                    <AddressCombobox
                      name={field.name}
                      ref={field.ref}
                      value={field.value}
                      onBlur={field.onBlur}
                      onInputChange={(text) => {
                        field.onChange(text);
                        form.setValue('coordinates', null);
                      }}
                      onSelect={(place) => {
                        field.onChange(place.label);
                        form.setValue('coordinates', { lat: place.lat, lng: place.lng });
                      }}
                      placeholder="Street address, city or ZIP code"
                    />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
          </FormSection>

          <FormSection icon={CarIcon} title="Vehicle" description="The car the washer will work on.">
            <FormField
              control={form.control}
              name="vehicleId"
              render={({ field }) => (
                <RequestVehicleField value={field.value} onChange={field.onChange} onBlur={field.onBlur} />
              )}
            />
          </FormSection>

          <FormSection
            icon={SparklesIcon}
            title="Services"
            description="Pick one or more; add-ons go well with a main service."
          >
            <FormField
              control={form.control}
              name="serviceIds"
              render={({ field, fieldState }) => (
                <div className="grid gap-3">
                  <ServicePicker
                    dense
                    value={field.value}
                    onChange={field.onChange}
                    invalid={fieldState.invalid}
                    errorId="request-services-error"
                  />
                  {fieldState.error ? (
                    <p id="request-services-error" className="text-sm text-destructive">
                      {fieldState.error.message}
                    </p>
                  ) : null}
                </div>
              )}
            />
          </FormSection>

          <FormSection
            icon={CameraIcon}
            title="Vehicle Photos"
            description="Optional. Photos help washers quote accurately."
          >
            <RequestPhotosField
              photos={photos.photos}
              onAdd={photos.add}
              onRemove={photos.remove}
              onRetry={photos.retry}
              disabled={create.isPending}
            />
          </FormSection>

          <FormSection icon={NotebookPenIcon} title="Notes">
            <RequestNotesField control={form.control} rows={4} />
          </FormSection>
        </div>

        <div className="lg:sticky lg:top-20">
          <RequestSummaryCard serviceIds={serviceIds}>
            <Button type="submit" size="lg" className="w-full" disabled={busy}>
              <PendingLabel
                pending={busy}
                idle="Submit Request"
                busy={create.isPending ? 'Submitting...' : 'Uploading photos...'}
              />
            </Button>
            <p className="text-center text-xs text-muted-foreground">Washers near you will reply with quotes.</p>
          </RequestSummaryCard>
        </div>
      </form>
    </Form>
  );
}
