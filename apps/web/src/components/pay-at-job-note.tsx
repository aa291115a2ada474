import { HandCoinsIcon } from 'lucide-react';
import { paidDirectlyText, payDirectlyText } from '@sudsy/domain/payment-fees';
import { cn } from '@/lib/utils';
import { usePaysAtTheJob } from '@/lib/payments-config';

/**
 * The line beside a price when payments are off on this server (docs/payments.md, "Payments off"):
 * nothing is charged through Sudsy, so every price says how it is paid, to the owner (and any
 * visitor) or to the washer. Nothing otherwise.
 */
export function PayAtJobNote({ side = 'owner', className }: { side?: 'owner' | 'washer'; className?: string }) {
  if (!usePaysAtTheJob()) return null;
  return (
    // A span, so that it fits inside any price's element (a dd, a list item, a line of text).
    <span className={cn('flex items-center gap-1.5 text-xs font-normal text-muted-foreground', className)}>
      <HandCoinsIcon className="size-3.5 shrink-0" aria-hidden />
      {side === 'washer' ? paidDirectlyText : payDirectlyText}
    </span>
  );
}
