import { useId, type ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { DollarSignIcon, PackageOpenIcon, Trash2Icon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import type { OfferingFields, ProfileFormValues } from '../lib/profile-form';
import { SectionCard } from '@/components/section-card';

type ServicePricingCardProps = {
  fields: readonly (OfferingFields & { id: string })[];
  serviceName: (serviceId: string) => string;
  onRemove: (serviceId: string) => void;
};

/** Each chosen service with its price range (dollars) and duration (minutes), all editable. */
export function ServicePricingCard({ fields, serviceName, onRemove }: ServicePricingCardProps) {
  return (
    <SectionCard
      id="service-pricing-title"
      title="Your Services & Pricing"
      icon={<DollarSignIcon />}
      description="Set the price range customers can expect and how long each service takes you."
    >
      {fields.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed px-4 py-10 text-center">
          <PackageOpenIcon className="size-8 text-muted-foreground" aria-hidden />
          <p className="font-medium">No services selected yet</p>
          <p className="max-w-sm text-sm text-muted-foreground">
            Choose services from the list or add a custom service to set your prices.
          </p>
        </div>
      ) : (
        <ul className="grid gap-3">
          {fields.map((field, index) => (
            <OfferingRow
              key={field.id}
              index={index}
              name={serviceName(field.serviceId)}
              onRemove={() => onRemove(field.serviceId)}
            />
          ))}
        </ul>
      )}
    </SectionCard>
  );
}

function OfferingRow({ index, name, onRemove }: { index: number; name: string; onRemove: () => void }) {
  const form = useFormContext<ProfileFormValues>();
  const titleId = useId();
  return (
    <li role="group" aria-labelledby={titleId} className="grid gap-3 rounded-lg border p-4">
      <div className="flex items-center justify-between gap-3">
        <h3 id={titleId} className="text-sm font-semibold">
          {name}
        </h3>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          aria-label={`Remove ${name}`}
          className="-mr-2 text-muted-foreground hover:text-destructive"
          onClick={onRemove}
        >
          <Trash2Icon aria-hidden />
          Remove
        </Button>
      </div>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <FormField
          control={form.control}
          name={`serviceOfferings.${index}.minPrice`}
          // The order rule sits on the max price, so a new minimum re-checks it.
          rules={{ deps: [`serviceOfferings.${index}.maxPrice`] }}
          render={({ field }) => (
            <FormItem className="content-start">
              <FormLabel>Min price</FormLabel>
              <MoneyInput>
                <FormControl>
                  <Input inputMode="decimal" autoComplete="off" className="pl-7 tabular-nums" {...field} />
                </FormControl>
              </MoneyInput>
              <FormMessage className="text-xs" />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name={`serviceOfferings.${index}.maxPrice`}
          render={({ field }) => (
            <FormItem className="content-start">
              <FormLabel>Max price</FormLabel>
              <MoneyInput>
                <FormControl>
                  <Input inputMode="decimal" autoComplete="off" className="pl-7 tabular-nums" {...field} />
                </FormControl>
              </MoneyInput>
              <FormMessage className="text-xs" />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name={`serviceOfferings.${index}.estimatedMinutes`}
          render={({ field }) => (
            <FormItem className="col-span-2 content-start sm:col-span-1">
              <FormLabel>Duration (minutes)</FormLabel>
              <FormControl>
                <Input inputMode="numeric" autoComplete="off" className="tabular-nums" {...field} />
              </FormControl>
              <FormMessage className="text-xs" />
            </FormItem>
          )}
        />
      </div>
    </li>
  );
}

function MoneyInput({ children }: { children: ReactNode }) {
  return (
    <div className="relative">
      <span
        className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-muted-foreground"
        aria-hidden
      >
        $
      </span>
      {children}
    </div>
  );
}
