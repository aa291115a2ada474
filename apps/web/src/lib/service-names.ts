import { findCatalogueService } from '@sudsy/domain/catalogue';

/** 'Express Wash & Go, Clay Bar Treatment': how a request's services read in lists. */
export function serviceNames(serviceIds: readonly string[]): string {
  // A custom washer service has no catalogue entry; its id is still better than a gap.
  return serviceIds.map((id) => findCatalogueService(id)?.name ?? id).join(', ');
}
