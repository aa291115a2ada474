import { AlertCircleIcon, RotateCwIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/** A part of the setup that could not load: says so, and offers to try again. */
export function ProfileLoadRetry({
  message,
  onRetry,
  retrying,
}: {
  message: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-lg border border-destructive/30 bg-destructive/5 p-6 text-center text-sm"
    >
      <AlertCircleIcon className="size-6 text-destructive" aria-hidden />
      <p className="font-medium">{message}</p>
      <p className="text-muted-foreground">Check your connection and try again.</p>
      <Button variant="outline" size="sm" onClick={onRetry} disabled={retrying}>
        <RotateCwIcon className={cn(retrying && 'animate-spin motion-reduce:animate-none')} aria-hidden />
        Retry
      </Button>
    </div>
  );
}
