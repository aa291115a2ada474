import { useEffect, useId, useState } from 'react';
import { ClipboardListIcon } from 'lucide-react';
import { RequestPhotosField } from '@/components/request-photos-field';
import { RequestVehicleField } from '@/components/request-vehicle-field';
import { RequestNotesField, RequestWhenFields } from '@/components/request-detail-fields';
import { SectionCard } from '@/components/section-card';
import { Form, FormField } from '@/components/ui/form';
import { VehicleFormDialog } from '@/components/vehicle-form-dialog';
import { useOwnerVehicles } from '@/lib/owner-vehicles';
import type { RequestDetails, RequestDetailsOutput } from '../lib/use-request-details';

type RequestDetailsCardProps = {
  details: RequestDetails;
  /** The id of the form, for the Send button of the action bar, which lives outside it. */
  formId: string;
  onValid: (values: RequestDetailsOutput) => void;
  onInvalid: () => void;
  sending: boolean;
};

/** Step 2, for an owner: the vehicle, date and time the washers quote for, with notes and photos. */
export function RequestDetailsCard({ details, formId, onValid, onInvalid, sending }: RequestDetailsCardProps) {
  const { form, photos } = details;
  const photosTitleId = useId();
  const [adding, setAdding] = useState(false);
  const vehicles = useOwnerVehicles();
  const only = vehicles.data?.length === 1 ? vehicles.data[0] : undefined;

  // One vehicle is the one to wash: it is picked for the owner.
  useEffect(() => {
    if (only && form.getValues('vehicleId') === '') form.setValue('vehicleId', only.id);
  }, [form, only]);

  return (
    <SectionCard
      id="request-details-title"
      title="Your Request"
      description="What the washers quote for: your car, when you would like it, and anything they should know."
      icon={<ClipboardListIcon />}
    >
      <Form {...form}>
        <form
          id={formId}
          noValidate
          onSubmit={(event) => void form.handleSubmit(onValid, onInvalid)(event)}
          className="grid gap-6"
        >
          <div className="grid gap-6 lg:grid-cols-2">
            <div className="grid content-start gap-4">
              <FormField
                control={form.control}
                name="vehicleId"
                render={({ field }) => (
                  <RequestVehicleField
                    ref={field.ref}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    onAddVehicle={() => setAdding(true)}
                  />
                )}
              />
              <RequestWhenFields control={form.control} />
            </div>
            <RequestNotesField control={form.control} rows={5} className="content-start" />
          </div>
          <div role="group" aria-labelledby={photosTitleId} className="grid gap-3">
            <div className="grid gap-1">
              <h3 id={photosTitleId} className="text-sm leading-none font-medium">
                Vehicle Photos <span className="font-normal text-muted-foreground">(optional)</span>
              </h3>
              <p className="text-sm text-muted-foreground">Photos help washers quote accurately.</p>
            </div>
            <RequestPhotosField
              photos={photos.photos}
              onAdd={photos.add}
              onRemove={photos.remove}
              onRetry={photos.retry}
              disabled={sending}
            />
          </div>
        </form>
      </Form>
      {/* Outside the form: the dialog's own submit would otherwise bubble into the request's. */}
      <VehicleFormDialog
        open={adding}
        onOpenChange={setAdding}
        vehicle={null}
        onSaved={(vehicle) =>
          form.setValue('vehicleId', vehicle.id, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })
        }
      />
    </SectionCard>
  );
}
