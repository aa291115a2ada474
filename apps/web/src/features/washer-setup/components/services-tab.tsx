import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { findCatalogueService, isCustomServiceId } from '@sudsy/domain/catalogue';
import { newOffering, profileToasts, type CustomService } from '@sudsy/domain/washer-profile';
import { offeringToFields, type ProfileFormValues } from '../lib/profile-form';
import { ServiceCatalogueCard } from './service-catalogue-card';
import { ServicePricingCard } from './service-pricing-card';
import { InstantBookingCard } from './instant-booking-card';
import { SizePricingCard } from './size-pricing-card';

export type ServiceChoice = { id: string; basePriceCents: number; estimatedMinutes: number };

/** Services & Pricing: pick services from the catalogue (or add your own), then price each one. */
export function ServicesTab() {
  const form = useFormContext<ProfileFormValues>();
  const offerings = useFieldArray({ control: form.control, name: 'serviceOfferings' });
  const customServices = useWatch({ control: form.control, name: 'customServices' });
  const chosenIds = new Set(offerings.fields.map((field) => field.serviceId));

  const choose = (service: ServiceChoice) =>
    offerings.append(offeringToFields(newOffering(service)), { shouldFocus: false });
  const remove = (serviceId: string) => {
    const index = offerings.fields.findIndex((field) => field.serviceId === serviceId);
    if (index >= 0) offerings.remove(index);
    // A custom service is offered as long as it exists (search lists it at its base price even
    // without an offering), so removing it from the offerings deletes it.
    if (isCustomServiceId(serviceId)) {
      form.setValue(
        'customServices',
        form.getValues('customServices').filter((service) => service.id !== serviceId),
      );
    }
    toast.success(profileToasts.serviceRemoved.title, { description: profileToasts.serviceRemoved.description });
  };
  const addCustom = (service: CustomService) => {
    form.setValue('customServices', [...form.getValues('customServices'), service]);
    choose(service);
    const added = profileToasts.customServiceAdded(service.name);
    toast.success(added.title, { description: added.description });
  };
  const serviceName = (serviceId: string) =>
    findCatalogueService(serviceId)?.name ??
    customServices.find((service) => service.id === serviceId)?.name ??
    serviceId;

  return (
    <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <ServiceCatalogueCard
        chosenIds={chosenIds}
        customServices={customServices}
        onChoose={choose}
        onRemove={remove}
        onAddCustom={addCustom}
      />
      <div className="grid gap-6">
        <ServicePricingCard fields={offerings.fields} serviceName={serviceName} onRemove={remove} />
        <SizePricingCard />
        <InstantBookingCard />
      </div>
    </div>
  );
}
