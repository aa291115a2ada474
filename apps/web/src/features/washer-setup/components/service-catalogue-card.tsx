import { useId, useState, type ReactNode } from 'react';
import { ListChecksIcon, PlusIcon } from 'lucide-react';
import { catalogueByCategory, customServiceCategory } from '@sudsy/domain/catalogue';
import { formatCents, formatMinutes } from '@sudsy/domain/money';
import type { CustomService } from '@sudsy/domain/washer-profile';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { CustomServiceDialog } from './custom-service-dialog';
import { SectionCard } from '@/components/section-card';
import type { ServiceChoice } from './services-tab';

type ServiceCatalogueCardProps = {
  chosenIds: ReadonlySet<string>;
  customServices: readonly CustomService[];
  onChoose: (service: ServiceChoice) => void;
  onRemove: (serviceId: string) => void;
  onAddCustom: (service: CustomService) => void;
};

/** The catalogue grouped by category, plus the washer's own services, each with a checkbox. */
export function ServiceCatalogueCard({
  chosenIds,
  customServices,
  onChoose,
  onRemove,
  onAddCustom,
}: ServiceCatalogueCardProps) {
  const [adding, setAdding] = useState(false);
  const toggle = (service: ServiceChoice, checked: boolean) => (checked ? onChoose(service) : onRemove(service.id));

  return (
    <SectionCard
      id="service-catalogue-title"
      title="Choose Your Services"
      icon={<ListChecksIcon />}
      description="Tick the services you offer. Each one starts at its catalogue price, which you can change."
    >
      <div className="grid gap-6">
        {catalogueByCategory().map((category) => (
          <ServiceGroup key={category.type} label={category.label}>
            {category.services.map((service) => (
              <ServiceOption
                key={service.id}
                name={service.name}
                description={service.description}
                summary={`${formatCents(service.basePriceCents)} · ${formatMinutes(service.estimatedMinutes)}`}
                checked={chosenIds.has(service.id)}
                onCheckedChange={(checked) => toggle(service, checked)}
              />
            ))}
          </ServiceGroup>
        ))}
        {customServices.length > 0 ? (
          <ServiceGroup label={customServiceCategory}>
            {customServices.map((service) => (
              <ServiceOption
                key={service.id}
                name={service.name}
                description={service.description}
                summary={`${formatCents(service.basePriceCents)} · ${formatMinutes(service.estimatedMinutes)}`}
                // Your own services exist only while offered: unticking one deletes it.
                checked
                onCheckedChange={(checked) => toggle(service, checked)}
              />
            ))}
          </ServiceGroup>
        ) : null}
        <Button type="button" variant="outline" onClick={() => setAdding(true)} className="w-full">
          <PlusIcon aria-hidden />
          Add Custom Service
        </Button>
      </div>
      <CustomServiceDialog open={adding} onOpenChange={setAdding} onAdd={onAddCustom} />
    </SectionCard>
  );
}

function ServiceGroup({ label, children }: { label: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="grid gap-2">
      <h3 id={id} className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        {label}
      </h3>
      <ul className="grid gap-2">{children}</ul>
    </section>
  );
}

type ServiceOptionProps = {
  name: string;
  description: string;
  summary: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
};

function ServiceOption({ name, description, summary, checked, onCheckedChange }: ServiceOptionProps) {
  const id = useId();
  return (
    <li
      data-checked={checked}
      className="flex items-start gap-3 rounded-lg border p-3 transition-colors has-[button[role=checkbox]:focus-visible]:border-ring data-[checked=true]:border-primary/50 data-[checked=true]:bg-primary/5"
    >
      <Checkbox
        id={id}
        checked={checked}
        onCheckedChange={(state) => onCheckedChange(state === true)}
        aria-describedby={`${id}-summary ${id}-details`}
        className="mt-0.5"
      />
      <div className="grid min-w-0 flex-1 gap-1">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
          <label htmlFor={id} className="cursor-pointer text-sm font-medium">
            {name}
          </label>
          <span id={`${id}-summary`} className="text-xs text-muted-foreground tabular-nums">
            {summary}
          </span>
        </div>
        <p id={`${id}-details`} className="text-xs text-pretty text-muted-foreground">
          {description}
        </p>
      </div>
    </li>
  );
}
