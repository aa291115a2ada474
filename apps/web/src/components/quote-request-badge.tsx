import { quoteRequestBadge, type QuoteRequestDisplayFields } from '@sudsy/domain/quote-request-display';
import { Badge } from '@/components/ui/badge';

/** A request's status as seed 000 §4 words it: answered quotes first, Cancelled in the destructive style. */
export function QuoteRequestBadge({ request }: { request: QuoteRequestDisplayFields }) {
  const badge = quoteRequestBadge(request);
  return <Badge variant={badge.variant}>{badge.text}</Badge>;
}
