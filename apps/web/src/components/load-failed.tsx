import { AlertCircleIcon, RotateCwIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

type LoadFailedProps = {
  title: string;
  description: string;
  onRetry: () => void;
  retrying: boolean;
  className?: string;
};

/** A part of a page that could not load: what failed, why if known, and Retry (never sample data). */
export function LoadFailed({ title, description, onRetry, retrying, className }: LoadFailedProps) {
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-col items-center gap-2 rounded-xl border border-destructive/30 bg-destructive/5 p-6 text-center text-sm',
        className,
      )}
    >
      <AlertCircleIcon className="size-5 text-destructive" aria-hidden />
      <p className="font-medium">{title}</p>
      <p className="text-muted-foreground">{description}</p>
      <Button variant="outline" size="sm" className="mt-2" onClick={onRetry} disabled={retrying}>
        <RotateCwIcon className={cn(retrying && 'animate-spin motion-reduce:animate-none')} aria-hidden />
        Retry
      </Button>
    </div>
  );
}
