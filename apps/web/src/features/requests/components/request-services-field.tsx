import { useId } from 'react';
import { ClockIcon } from 'lucide-react';
import { catalogueByCategory, type CatalogueService } from '@sudsy/domain/catalogue';
import { formatCents, formatMinutes } from '@sudsy/domain/money';
import { Checkbox } from '@/components/ui/checkbox';
import { cn } from '@/lib/utils';

type RequestServicesFieldProps = {
  value: readonly string[];
  onChange: (serviceIds: string[]) => void;
  invalid: boolean;
  /** The id of the field's error message, when it shows one. */
  errorId?: string;
};

/** The catalogue grouped by category, each service a checkable card with its base price and minutes. */
export function RequestServicesField({ value, onChange, invalid, errorId }: RequestServicesFieldProps) {
  const chosen = new Set(value);
  const toggle = (id: string, checked: boolean) =>
    onChange(checked ? [...value.filter((other) => other !== id), id] : value.filter((other) => other !== id));

  return (
    <div className="grid gap-6">
      {catalogueByCategory().map((category) => (
        <fieldset key={category.type} className="grid gap-3" aria-describedby={invalid ? errorId : undefined}>
          <legend className="mb-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            {category.label}
          </legend>
          <ul className="grid gap-3 sm:grid-cols-2">
            {category.services.map((service) => (
              <ServiceOption
                key={service.id}
                service={service}
                checked={chosen.has(service.id)}
                invalid={invalid}
                onCheckedChange={(checked) => toggle(service.id, checked)}
              />
            ))}
          </ul>
        </fieldset>
      ))}
    </div>
  );
}

type ServiceOptionProps = {
  service: CatalogueService;
  checked: boolean;
  invalid: boolean;
  onCheckedChange: (checked: boolean) => void;
};

function ServiceOption({ service, checked, invalid, onCheckedChange }: ServiceOptionProps) {
  const id = useId();
  return (
    <li>
      <label
        htmlFor={id}
        className={cn(
          'flex h-full cursor-pointer gap-3 rounded-lg border bg-card p-3.5 transition-colors hover:bg-accent/50',
          'has-[:focus-visible]:border-ring has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50',
          invalid && 'border-destructive/50',
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
            <span id={`${id}-name`} className="text-sm leading-snug font-medium">
              {service.name}
            </span>
            <span className="shrink-0 text-sm font-semibold tabular-nums">
              {formatCents(service.basePriceCents, { always2: true })}
            </span>
          </span>
          <span id={`${id}-details`} className="grid gap-1">
            <span className="text-xs text-muted-foreground">{service.description}</span>
            <span className="flex items-center gap-1 text-xs text-muted-foreground">
              <ClockIcon className="size-3.5" aria-hidden />
              {formatMinutes(service.estimatedMinutes)}
              <span className="sr-only">, {formatCents(service.basePriceCents, { always2: true })}</span>
            </span>
          </span>
        </span>
      </label>
    </li>
  );
}
