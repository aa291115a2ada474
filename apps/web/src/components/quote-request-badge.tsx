import { expiredBadgeText, isRequestExpired, requestExpiryToday } from '@sudsy/domain/expiry';
import { quoteRequestBadge, type QuoteRequestDisplayFields } from '@sudsy/domain/quote-request-display';
import { Badge } from '@/components/ui/badge';

type BadgeRequest = QuoteRequestDisplayFields & { preferredDate?: string | null };

/**
 * A request's badge as docs/product.md ("States") words it: answered quotes while it is open, Cancelled in the destructive
 * style. A request still waiting for a booking after its preferred date reads Expired; that is
 * decided here, at display time, as no stored status says it (see @sudsy/domain/expiry).
 */
export function QuoteRequestBadge({ request }: { request: BadgeRequest }) {
  if (
    isRequestExpired(
      { status: request.status, preferredDate: request.preferredDate ?? null },
      requestExpiryToday(new Date()),
    )
  ) {
    return <Badge variant="secondary">{expiredBadgeText}</Badge>;
  }
  const badge = quoteRequestBadge(request);
  return <Badge variant={badge.variant}>{badge.text}</Badge>;
}
