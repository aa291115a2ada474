import { toast } from 'sonner';
import { bookingToasts } from '@sudsy/domain/booking';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PendingLabel } from '@/components/pending-label';
import { Button } from '@/components/ui/button';
import { serverMessage } from '@/lib/error-message';
import { useCancelRequest } from '../api/cancel-request';

/** Cancel Request, for a request not booked yet: the washers' open quotes are withdrawn. */
export function QuoteRequestCancelButton({ requestId }: { requestId: string }) {
  const cancel = useCancelRequest();
  const onConfirm = async () => {
    try {
      await cancel.mutateAsync(requestId);
      toast.success(bookingToasts.requestCancelled.title, { description: bookingToasts.requestCancelled.description });
    } catch (error) {
      toast.error('Could not cancel the request', { description: serverMessage(error) ?? 'Please try again.' });
    }
  };
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" className="text-destructive" disabled={cancel.isPending}>
          <PendingLabel pending={cancel.isPending} idle="Cancel Request" busy="Cancelling..." />
        </Button>
      }
      title="Cancel this request?"
      description="Washers can no longer quote on it, and the quotes you received are withdrawn."
      cancelLabel="Keep it"
      confirmLabel="Cancel Request"
      onConfirm={onConfirm}
    />
  );
}
