import { toast } from 'sonner';
import { Trash2Icon } from 'lucide-react';
import { scheduleToasts, timeOffTexts } from '@sudsy/domain/schedule-messages';
import { blockedTimeTitle } from '@sudsy/domain/schedule-rules';
import type { BlockedTime } from '@sudsy/domain/schedule-schemas';
import { Button } from '@/components/ui/button';
import { unexpectedFailure, serverMessage } from '@/lib/error-message';
import { useDeleteBlock } from '../api/delete-block';
import { formatShortDay, formatTimeRange } from '@/lib/day-format';

/** When a block is: 'Tue, May 14, 9:00 AM – 10:00 AM', or whole days 'Mon, Dec 21 – Sun, Jan 3 · All day'. */
function blockWhen(block: BlockedTime): string {
  if (!block.allDay) return `${formatShortDay(block.date)}, ${formatTimeRange(block.start, block.end)}`;
  const days =
    block.through === block.date
      ? formatShortDay(block.date)
      : `${formatShortDay(block.date)} – ${formatShortDay(block.through)}`;
  return `${days} · ${timeOffTexts.allDay}`;
}

/** Upcoming blocked time, each with a remove button (whole days over several days as one). */
export function BlockedTimeList({ blocks }: { blocks: readonly BlockedTime[] }) {
  const remove = useDeleteBlock();

  const onRemove = (block: BlockedTime) => {
    remove.mutate(block.id, {
      onSuccess: () => toast.success(scheduleToasts.timeBlockRemoved.title),
      onError: (error) =>
        toast.error('Could not remove this block', { description: serverMessage(error) ?? unexpectedFailure }),
    });
  };

  if (blocks.length === 0) return <p className="text-sm text-muted-foreground">No blocked time coming up.</p>;

  return (
    <ul className="grid grid-cols-1 gap-2" aria-label="Upcoming blocked time">
      {blocks.map((block) => {
        const title = block.reason || blockedTimeTitle;
        const when = blockWhen(block);
        return (
          <li
            key={block.id}
            className="flex items-center justify-between gap-2 rounded-md border border-dashed bg-muted/40 py-2 pr-1 pl-3"
          >
            <div className="min-w-0">
              <p className="truncate text-sm font-medium" title={title}>
                {title}
              </p>
              <p className="text-xs text-muted-foreground tabular-nums">{when}</p>
            </div>
            <Button
              variant="ghost"
              size="icon"
              className="shrink-0 text-muted-foreground hover:text-destructive"
              onClick={() => onRemove(block)}
              aria-label={`Remove ${title}, ${when}`}
            >
              <Trash2Icon aria-hidden />
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
