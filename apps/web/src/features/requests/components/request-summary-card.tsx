import type { ReactNode } from 'react';
import { ClockIcon, ReceiptIcon } from 'lucide-react';
import { findCatalogueService } from '@sudsy/domain/catalogue';
import { formatCents } from '@sudsy/domain/money';
import { serviceRequestSummary } from '@sudsy/domain/service-request-summary';
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from '@/components/ui/card';
import { PayAtJobNote } from '@/components/pay-at-job-note';

type RequestSummaryCardProps = { serviceIds: readonly string[]; children: ReactNode };

/** The chosen services with the estimate (base prices summed to two decimals, minutes summed). */
export function RequestSummaryCard({ serviceIds, children }: RequestSummaryCardProps) {
  const summary = serviceRequestSummary(serviceIds);
  const services = serviceIds.flatMap((id) => findCatalogueService(id) ?? []);

  return (
    <Card role="region" aria-labelledby="request-summary-title" className="gap-5">
      <CardHeader>
        <h2 id="request-summary-title" className="leading-none font-semibold">
          Summary
        </h2>
        <CardDescription>
          Catalogue prices; each washer quotes their own.
          <PayAtJobNote />
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {services.length > 0 ? (
          <ul aria-label="Chosen services" className="grid gap-2 text-sm">
            {services.map((service) => (
              <li key={service.id} className="flex items-baseline justify-between gap-3">
                <span className="min-w-0">{service.name}</span>
                <span className="shrink-0 tabular-nums text-muted-foreground">
                  {formatCents(service.basePriceCents, { always2: true })}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">No services chosen yet.</p>
        )}
        <dl className="grid gap-2 border-t pt-4 text-sm">
          <div className="flex items-center justify-between gap-3">
            <dt className="inline-flex items-center gap-2 text-muted-foreground">
              <ReceiptIcon className="size-4" aria-hidden />
              Estimated cost
            </dt>
            <dd className="text-lg font-semibold tabular-nums">{summary.costText}</dd>
          </div>
          <div className="flex items-center justify-between gap-3">
            <dt className="inline-flex items-center gap-2 text-muted-foreground">
              <ClockIcon className="size-4" aria-hidden />
              Estimated duration
            </dt>
            <dd className="font-medium tabular-nums">{summary.durationText}</dd>
          </div>
        </dl>
      </CardContent>
      <CardFooter className="grid gap-2">{children}</CardFooter>
    </Card>
  );
}
