import { useId } from 'react';
import { ClockIcon } from 'lucide-react';
import { catalogueByCategory, type CatalogueService } from '@sudsy/domain/catalogue';
import { formatCents, formatMinutes } from '@sudsy/domain/money';
import { Checkbox } from '@/components/ui/checkbox';
import { cn } from '@/lib/utils';

type ServicePickerProps = {
  value: readonly string[];
  onChange: (serviceIds: string[]) => void;
  /** Smaller cards with prices to the cent, for a form that totals them. */
  dense?: boolean;
  invalid?: boolean;
  /** The id of the field's error message, when it shows one. */
  errorId?: string;
};

/** The catalogue by category, each service a card that ticks on a click anywhere on it. */
export function ServicePicker({ value, onChange, dense = false, invalid = false, errorId }: ServicePickerProps) {
  const chosen = new Set(value);
  const toggle = (id: string, checked: boolean) =>
    onChange(checked ? [...value.filter((other) => other !== id), id] : value.filter((other) => other !== id));

  return (
    <div className="grid gap-6">
      {catalogueByCategory().map((category) => (
        // A group named by its category for the checkboxes, with a heading to navigate by.
        <fieldset key={category.type} className="grid gap-3" aria-describedby={invalid ? errorId : undefined}>
          <legend className="mb-3">
            <h3 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{category.label}</h3>
          </legend>
          <ul className="grid gap-3 sm:grid-cols-2">
            {category.services.map((service) => (
              <ServiceCard
                key={service.id}
                service={service}
                checked={chosen.has(service.id)}
                dense={dense}
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

type ServiceCardProps = {
  service: CatalogueService;
  checked: boolean;
  dense: boolean;
  invalid: boolean;
  onCheckedChange: (checked: boolean) => void;
};

function ServiceCard({ service, checked, dense, invalid, onCheckedChange }: ServiceCardProps) {
  const id = useId();
  const price = formatCents(service.basePriceCents, { always2: dense });
  return (
    <li>
      <label
        htmlFor={id}
        className={cn(
          'flex h-full cursor-pointer gap-3 rounded-lg border bg-card transition-colors hover:bg-accent/50',
          'has-[:focus-visible]:border-ring has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50',
          dense ? 'p-3.5' : 'p-4',
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
            <span id={`${id}-name`} className={cn('leading-snug font-medium', dense && 'text-sm')}>
              {service.name}
            </span>
            <span className="shrink-0 text-sm font-semibold tabular-nums">{price}</span>
          </span>
          <span id={`${id}-details`} className="grid gap-1">
            <span dir="auto" className={cn('text-muted-foreground', dense ? 'text-xs' : 'text-sm')}>
              {service.description}
            </span>
            <span className="flex items-center gap-1 text-xs text-muted-foreground">
              <ClockIcon className="size-3.5" aria-hidden />
              {formatMinutes(service.estimatedMinutes)}
              <span className="sr-only">, from {price}</span>
            </span>
          </span>
        </span>
      </label>
    </li>
  );
}
