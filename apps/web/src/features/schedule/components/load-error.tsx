import { AlertCircleIcon, RotateCwIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

type LoadErrorProps = { what: string; onRetry: () => void; retrying: boolean; className?: string };

/** A part of the page that could not load: says which, and offers to try again (never sample data). */
export function LoadError({ what, onRetry, retrying, className }: LoadErrorProps) {
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-col items-center gap-3 rounded-lg border border-destructive/30 bg-destructive/5 p-4 text-center text-sm',
        className,
      )}
    >
      <AlertCircleIcon className="size-5 text-destructive" aria-hidden />
      <p>Could not load {what}. Check your connection and try again.</p>
      <Button variant="outline" size="sm" onClick={onRetry} disabled={retrying}>
        <RotateCwIcon className={cn(retrying && 'animate-spin motion-reduce:animate-none')} aria-hidden />
        Retry
      </Button>
    </div>
  );
}
