import { StoreIcon } from 'lucide-react';
import { isAnsweredQuote } from '@sudsy/domain/quote-request-display';
import type { QuoteRequestDetail } from '@sudsy/domain/quote-request-views';
import { EmptyState } from '@/components/empty-state';
import { QuoteCard } from './quote-card';

/** The washers a request went to, side by side: answered quotes first, to compare price, rating, time and notes. */
export function QuoteList({ request }: { request: QuoteRequestDetail }) {
  if (request.recipients.length === 0) {
    return (
      <EmptyState
        icon={StoreIcon}
        title="Not sent to a washer yet"
        description="No washer covers this place with these services yet. The request stays pending until one does."
      />
    );
  }
  const ordered = [...request.recipients].sort(
    (a, b) => Number(isAnsweredQuote(b.status)) - Number(isAnsweredQuote(a.status)),
  );
  return (
    <ul aria-label="Washers" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {ordered.map((quote) => (
        <QuoteCard
          key={quote.washerId}
          requestId={request.id}
          quote={quote}
          acceptable={request.status === 'sent'}
          booked={request.booking !== null}
        />
      ))}
    </ul>
  );
}
