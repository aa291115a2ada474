// The Create Service Request summary (docs/product.md, "Service requests"): cost is the sum of the chosen services' base
// prices shown with two decimals, duration the sum of their minutes.
import { findCatalogueService } from './catalogue';
import { formatCents, formatMinutes } from './money';

export type ServiceRequestSummary = {
  totalCents: number;
  totalMinutes: number;
  /** '$115.00': always two decimals, as the form shows it. */
  costText: string;
  durationText: string;
};

/** Ids that are not catalogue services add nothing: the form only offers catalogue services. */
export function serviceRequestSummary(serviceIds: readonly string[]): ServiceRequestSummary {
  let totalCents = 0;
  let totalMinutes = 0;
  for (const id of serviceIds) {
    const service = findCatalogueService(id);
    if (!service) continue;
    totalCents += service.basePriceCents;
    totalMinutes += service.estimatedMinutes;
  }
  return {
    totalCents,
    totalMinutes,
    costText: formatCents(totalCents, { always2: true }),
    durationText: formatMinutes(totalMinutes),
  };
}
