import { AlertCircleIcon, RotateCwIcon } from 'lucide-react';
import { operatorTexts } from '@sudsy/domain/operator';
import { Button } from '@/components/ui/button';
import { serverMessage, unexpectedFailure } from '@/lib/error-message';
import { cn } from '@/lib/utils';

/**
 * The log could not be read (not a refusal: those have their own pages): what failed, why if the
 * server said, and Try again. Drawn as the shared LoadFailed is, with the console's own words.
 */
export function AuditLoadFailed({
  error,
  onRetry,
  retrying,
}: {
  error: Error;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-2 rounded-xl border border-destructive/30 bg-destructive/5 p-6 text-center text-sm"
    >
      <AlertCircleIcon className="size-5 text-destructive" aria-hidden />
      <p className="font-medium">{operatorTexts.loadFailed}</p>
      <p className="text-muted-foreground">{serverMessage(error) ?? unexpectedFailure}</p>
      <Button variant="outline" size="sm" className="mt-2" onClick={onRetry} disabled={retrying}>
        <RotateCwIcon className={cn(retrying && 'animate-spin motion-reduce:animate-none')} aria-hidden />
        {operatorTexts.retry}
      </Button>
    </div>
  );
}
