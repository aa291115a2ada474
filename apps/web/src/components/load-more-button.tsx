import { PendingLabel } from '@/components/pending-label';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

type LoadMoreButtonProps = {
  /** What the button brings, e.g. 'Load older requests'. */
  label: string;
  onLoad: () => void;
  /** While the next page is on its way: the button is busy and refuses a second press. */
  loading: boolean;
  className?: string;
};

/** The button under (or above) a paged list that asks for its next page. */
export function LoadMoreButton({ label, onLoad, loading, className }: LoadMoreButtonProps) {
  return (
    <div className={cn('flex justify-center', className)}>
      <Button variant="outline" size="sm" onClick={onLoad} disabled={loading}>
        <PendingLabel pending={loading} idle={label} busy="Loading..." />
      </Button>
    </div>
  );
}
