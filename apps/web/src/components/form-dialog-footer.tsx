import { PendingLabel } from '@/components/pending-label';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';

type FormDialogFooterProps = {
  /** Closes the dialog without saving. */
  onCancel: () => void;
  /** While the form's request runs: the submit button is busy and refuses a second press. */
  pending: boolean;
  submitLabel: string;
  busyLabel?: string;
  cancelLabel?: string;
  destructive?: boolean;
};

/** A form dialog's Cancel and submit buttons; the submit button submits the form around it. */
export function FormDialogFooter({
  onCancel,
  pending,
  submitLabel,
  busyLabel = 'Saving...',
  cancelLabel = 'Cancel',
  destructive = false,
}: FormDialogFooterProps) {
  return (
    <DialogFooter>
      <Button type="button" variant="outline" onClick={onCancel}>
        {cancelLabel}
      </Button>
      <Button type="submit" variant={destructive ? 'destructive' : 'default'} disabled={pending}>
        <PendingLabel pending={pending} idle={submitLabel} busy={busyLabel} />
      </Button>
    </DialogFooter>
  );
}
