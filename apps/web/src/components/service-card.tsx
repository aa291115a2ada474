import type { ReactNode } from 'react';
import { Clock } from 'lucide-react';
import type { CatalogueService, ServiceType } from '@sudsy/domain/catalogue';
import { formatCents, formatMinutes } from '@sudsy/domain/money';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';

// Badge wording is shorter than the category labels because it sits beside the service name.
const typeBadges: Record<ServiceType, { label: string; variant: 'default' | 'secondary' | 'outline' }> = {
  main: { label: 'Main', variant: 'secondary' },
  addon: { label: 'Add-on', variant: 'outline' },
  premium: { label: 'Premium', variant: 'default' },
};

type ServiceCardProps = {
  service: CatalogueService;
  /** A button under the price, such as the catalogue's Select Service. */
  action?: ReactNode;
};

/** A catalogue service: name, type, description, minutes and base price (landing page, dashboard, catalogue). */
export function ServiceCard({ service, action }: ServiceCardProps) {
  const badge = typeBadges[service.type];
  return (
    <Card className="h-full gap-5">
      <CardHeader>
        <div className="flex items-start justify-between gap-3">
          <CardTitle className="text-lg leading-snug">{service.name}</CardTitle>
          <Badge variant={badge.variant}>{badge.label}</Badge>
        </div>
        <CardDescription dir="auto" className="text-pretty">
          {service.description}
        </CardDescription>
      </CardHeader>
      <CardFooter className="mt-auto justify-between border-t pt-5 text-sm">
        <span className="inline-flex items-center gap-1.5 text-muted-foreground">
          <Clock aria-hidden="true" className="size-4" />
          {formatMinutes(service.estimatedMinutes)}
        </span>
        <span>
          <span className="text-muted-foreground">from </span>
          <span className="text-lg font-semibold tabular-nums">{formatCents(service.basePriceCents)}</span>
        </span>
      </CardFooter>
      {action ? <CardContent className="-mt-1">{action}</CardContent> : null}
    </Card>
  );
}
