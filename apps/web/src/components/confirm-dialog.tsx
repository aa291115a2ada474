import { useState, type ReactElement, type ReactNode } from 'react';
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
import { Button, buttonVariants } from '@/components/ui/button';

type ConfirmDialogProps = {
  /** The button that opens the dialog. */
  trigger: ReactElement;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  destructive?: boolean;
  /**
   * Runs when the user confirms. With `waitFor`, resolve true to close the dialog; false (a
   * failure already reported) leaves it open for another try.
   */
  onConfirm: () => void | Promise<boolean | void>;
  /**
   * Keeps the dialog open, both buttons disabled and the confirm button busy while the request
   * runs. Without it the dialog closes at once and the trigger shows the progress.
   */
  waitFor?: { pending: boolean; busyLabel: string };
};

/** Asks before an action that cannot be taken back: a title, what will happen, Cancel and the action. */
export function ConfirmDialog({
  trigger,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancel',
  destructive = false,
  onConfirm,
  waitFor,
}: ConfirmDialogProps) {
  const [open, setOpen] = useState(false);
  const pending = waitFor?.pending ?? false;
  const confirmAndClose = async () => {
    if ((await onConfirm()) === true) setOpen(false);
  };

  return (
    <AlertDialog open={open} onOpenChange={(next) => !pending && setOpen(next)}>
      <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{cancelLabel}</AlertDialogCancel>
          {waitFor ? (
            // A plain button, not AlertDialogAction: the dialog stays open until the server agrees.
            <Button
              variant={destructive ? 'destructive' : 'default'}
              onClick={() => void confirmAndClose()}
              disabled={pending}
            >
              <PendingLabel pending={pending} idle={confirmLabel} busy={waitFor.busyLabel} />
            </Button>
          ) : (
            <AlertDialogAction
              className={destructive ? buttonVariants({ variant: 'destructive' }) : undefined}
              onClick={() => void onConfirm()}
            >
              {confirmLabel}
            </AlertDialogAction>
          )}
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
