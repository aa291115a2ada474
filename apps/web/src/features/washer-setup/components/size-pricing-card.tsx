import { useFormContext } from 'react-hook-form';
import { CarFrontIcon } from 'lucide-react';
import { vehicleTypes } from '@sudsy/domain/constants';
import { maxSizeSurchargePercent, sizePricingTexts } from '@sudsy/domain/size-pricing';
import { vehicleTypeLabels } from '@sudsy/domain/vehicle';
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { SectionCard } from '@/components/section-card';
import type { ProfileFormValues } from '../lib/profile-form';

/** The percentage added to the washer's prices for each vehicle type: the quote dialog starts from it. */
export function SizePricingCard() {
  const form = useFormContext<ProfileFormValues>();
  return (
    <SectionCard
      id="size-pricing-title"
      title={sizePricingTexts.title}
      icon={<CarFrontIcon />}
      description={sizePricingTexts.description}
    >
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        {vehicleTypes.map((type) => (
          <FormField
            key={type}
            control={form.control}
            name={`sizeSurcharges.${type}`}
            render={({ field }) => (
              <FormItem>
                <FormLabel>{sizePricingTexts.label(vehicleTypeLabels[type])}</FormLabel>
                <FormControl>
                  <Input
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={maxSizeSurchargePercent}
                    step={1}
                    name={field.name}
                    ref={field.ref}
                    onBlur={field.onBlur}
                    value={Number.isNaN(field.value) ? '' : field.value}
                    onChange={(event) =>
                      field.onChange(event.target.value === '' ? Number.NaN : Number(event.target.value))
                    }
                  />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
        ))}
      </div>
    </SectionCard>
  );
}
