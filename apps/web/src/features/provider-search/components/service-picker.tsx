import { useId, type ReactNode } from 'react';
import { ClockIcon } from 'lucide-react';
import { catalogueByCategory, type CatalogueService } from '@sudsy/domain/catalogue';
import { formatCents, formatMinutes } from '@sudsy/domain/money';
import { Checkbox } from '@/components/ui/checkbox';
import { cn } from '@/lib/utils';

type ServicePickerProps = { value: readonly string[]; onChange: (serviceIds: string[]) => void };

/** The catalogue by category, each service a card that ticks on a click anywhere on it. */
export function ServicePicker({ value, onChange }: ServicePickerProps) {
  const chosen = new Set(value);
  const toggle = (id: string, checked: boolean) =>
    onChange(checked ? [...value.filter((other) => other !== id), id] : value.filter((other) => other !== id));

  return (
    <div className="grid gap-6">
      {catalogueByCategory().map((category) => (
        <ServiceGroup key={category.type} label={category.label}>
          {category.services.map((service) => (
            <ServiceCard
              key={service.id}
              service={service}
              checked={chosen.has(service.id)}
              onCheckedChange={(checked) => toggle(service.id, checked)}
            />
          ))}
        </ServiceGroup>
      ))}
    </div>
  );
}

function ServiceGroup({ label, children }: { label: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <h3 id={id} className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        {label}
      </h3>
      <ul className="grid gap-3 sm:grid-cols-2">{children}</ul>
    </section>
  );
}

type ServiceCardProps = { service: CatalogueService; checked: boolean; onCheckedChange: (checked: boolean) => void };

function ServiceCard({ service, checked, onCheckedChange }: ServiceCardProps) {
  const id = useId();
  return (
    <li>
      <label
        htmlFor={id}
        className={cn(
          'flex h-full cursor-pointer gap-3 rounded-lg border bg-card p-4 transition-colors hover:bg-accent/50',
          'has-[:focus-visible]:border-ring has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50',
          checked && 'border-primary bg-primary/5 hover:bg-primary/10 dark:bg-primary/10',
        )}
      >
        <Checkbox
          id={id}
          checked={checked}
          onCheckedChange={(state) => onCheckedChange(state === true)}
          aria-labelledby={`${id}-name`}
          aria-describedby={`${id}-details`}
          className="mt-0.5"
        />
        <span className="grid min-w-0 flex-1 gap-1">
          <span className="flex items-baseline justify-between gap-2">
            <span id={`${id}-name`} className="font-medium leading-snug">
              {service.name}
            </span>
            <span className="shrink-0 text-sm font-semibold tabular-nums">{formatCents(service.basePriceCents)}</span>
          </span>
          <span id={`${id}-details`} className="grid gap-1">
            <span className="text-sm text-muted-foreground">{service.description}</span>
            <span className="flex items-center gap-1 text-xs text-muted-foreground">
              <ClockIcon className="size-3.5" aria-hidden />
              {formatMinutes(service.estimatedMinutes)}
              <span className="sr-only">, from {formatCents(service.basePriceCents)}</span>
            </span>
          </span>
        </span>
      </label>
    </li>
  );
}
