import { toast } from 'sonner';
import { bookingToasts } from '@sudsy/domain/booking';
import { PendingLabel } from '@/components/pending-label';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
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
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="outline" className="text-destructive" disabled={cancel.isPending}>
          <PendingLabel pending={cancel.isPending} idle="Cancel Request" busy="Cancelling..." />
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Cancel this request?</AlertDialogTitle>
          <AlertDialogDescription>
            Washers can no longer quote on it, and the quotes you received are withdrawn.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Keep it</AlertDialogCancel>
          <AlertDialogAction onClick={() => void onConfirm()}>Cancel Request</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
