import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { BarChart3Icon } from 'lucide-react';
import { figureDefinitions, figuresTexts } from '@sudsy/domain/marketplace-figures-console';
import { LoadFailed } from '@/components/load-failed';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { serverMessage, unexpectedFailure } from '@/lib/error-message';
import { useMarketplaceFigures } from '../api/get-marketplace-figures';
import { operatorQueryKeys } from '../api/operator-query-keys';
import { FigureCard } from './figure-card';

/**
 * The console's Figures section (docs/product.md, "The marketplace's figures"): one card per figure,
 * each a headline, a chart and its table, over the last 12 weeks.
 */
export function FiguresSection() {
  const figures = useMarketplaceFigures();
  const queryClient = useQueryClient();

  // Refused by the gate (operator access taken back, two-factor turned off): the log is asked
  // again, and the page answers as it does for the log.
  const gateRefused =
    figures.error instanceof ApiError && (figures.error.status === 403 || figures.error.status === 404);
  useEffect(() => {
    if (gateRefused) void queryClient.invalidateQueries({ queryKey: operatorQueryKeys.audit });
  }, [gateRefused, queryClient]);

  let content;
  if (figures.isPending) {
    content = (
      <div role="status" className="grid gap-4 lg:grid-cols-2">
        <span className="sr-only">{figuresTexts.loading}</span>
        {figureDefinitions.slice(0, 4).map((definition) => (
          <Skeleton key={definition.key} className="h-80 rounded-xl" />
        ))}
      </div>
    );
  } else if (figures.isError) {
    content = (
      <LoadFailed
        title={figuresTexts.loadFailed}
        description={serverMessage(figures.error) ?? unexpectedFailure}
        onRetry={() => void figures.refetch()}
        retrying={figures.isRefetching}
      />
    );
  } else {
    content = (
      <div className="grid gap-4 lg:grid-cols-2">
        {figureDefinitions.map((definition) => (
          <FigureCard key={definition.key} definition={definition} figures={figures.data} />
        ))}
      </div>
    );
  }

  return (
    <section aria-labelledby="figures-title" className="grid gap-5">
      <div className="grid gap-1.5">
        <h2 id="figures-title" className="flex items-center gap-2 text-xl font-semibold">
          <BarChart3Icon className="size-5 text-primary" aria-hidden />
          {figuresTexts.title}
        </h2>
        <p className="max-w-3xl text-sm text-muted-foreground">{figuresTexts.description}</p>
      </div>
      {content}
    </section>
  );
}
