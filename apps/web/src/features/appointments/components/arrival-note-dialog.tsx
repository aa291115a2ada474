import { useState } from 'react';
import { arrivalNoteMaxLength, jobDayMessages, jobDayStepInputSchema, jobDayTexts } from '@sudsy/domain/job-day';
import { PendingLabel } from '@/components/pending-label';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { serverMessage } from '@/lib/error-message';

type ArrivalNoteDialogProps = {
  open: boolean;
  /** Why a note is needed: too far from the address, no location, or an address not on the map. */
  message: string;
  onOpenChange: (open: boolean) => void;
  onConfirm: (note: string) => Promise<void>;
};

/** The washer confirms an arrival the map cannot: a note for the customer, required. */
export function ArrivalNoteDialog({ open, message, onOpenChange, onConfirm }: ArrivalNoteDialogProps) {
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async () => {
    const parsed = jobDayStepInputSchema.safeParse({ step: 'arrived', note });
    const problem = parsed.success
      ? parsed.data.note === ''
        ? jobDayMessages.noteEmpty
        : null
      : (parsed.error.issues[0]?.message ?? jobDayMessages.noteTooLong);
    setError(problem);
    if (problem || !parsed.success) return;
    setPending(true);
    try {
      await onConfirm(parsed.data.note);
      setNote('');
    } catch (failure) {
      setError(serverMessage(failure) ?? jobDayTexts.stepFailed);
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (pending) return;
        if (!next) setError(null);
        onOpenChange(next);
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{jobDayTexts.noteTitle}</DialogTitle>
          <DialogDescription>{message}</DialogDescription>
        </DialogHeader>
        <form
          id="arrival-note-form"
          className="grid gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Label htmlFor="arrival-note">{jobDayTexts.noteLabel}</Label>
          <Textarea
            id="arrival-note"
            value={note}
            maxLength={arrivalNoteMaxLength + 100}
            placeholder={jobDayTexts.notePlaceholder}
            aria-invalid={error !== null}
            aria-describedby={error ? 'arrival-note-error' : undefined}
            onChange={(event) => setNote(event.target.value)}
          />
          {error ? (
            <p id="arrival-note-error" role="alert" className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
        </form>
        <DialogFooter>
          <Button
            type="button"
            variant="outline"
            className="h-12"
            onClick={() => onOpenChange(false)}
            disabled={pending}
          >
            Cancel
          </Button>
          <Button type="submit" form="arrival-note-form" className="h-12" disabled={pending}>
            <PendingLabel pending={pending} idle={jobDayTexts.noteSubmit} busy="Saving..." />
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
