import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { XIcon } from 'lucide-react';
import {
  disputeCardTexts as texts,
  disputeOpenSchema,
  disputeProblemMaxLength,
  maxDisputePhotos,
} from '@sudsy/domain/disputes';
import { formatCents, typedDollarsToCents } from '@sudsy/domain/money';
import { FormDialogFooter } from '@/components/form-dialog-footer';
import { ImageDropZone } from '@/components/image-drop-zone';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Progress } from '@/components/ui/progress';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { serverMessage } from '@/lib/error-message';
import { useObjectUrl } from '@/lib/use-object-url';
import { useOpenDispute, type PhotoProgress } from '../api/open-dispute';

type Problems = { problem?: string; amountCents?: string };

type DisputeReportDialogProps = {
  appointmentId: string;
  paidCents: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** The owner's report: what went wrong, the amount asked back (from $0 for a redo only), up to 4 photos. */
export function DisputeReportDialog({ appointmentId, paidCents, open, onOpenChange }: DisputeReportDialogProps) {
  const ids = { problem: useId(), amount: useId(), photos: useId() };
  const [progress, setProgress] = useState<PhotoProgress | null>(null);
  const report = useOpenDispute(appointmentId, setProgress);
  const [problem, setProblem] = useState('');
  const [typed, setTyped] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [problems, setProblems] = useState<Problems>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = disputeOpenSchema(paidCents).safeParse({ problem, amountCents: typedDollarsToCents(typed) });
    if (!checked.success) {
      const found: Problems = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0] === 'problem' ? 'problem' : 'amountCents';
        found[field] ??= issue.message;
      }
      return setProblems(found);
    }
    setProblems({});
    try {
      await report.mutateAsync({ input: checked.data, photos });
      toast.success(texts.reported);
      onOpenChange(false);
    } catch (failure) {
      if (failure instanceof ApiError && Object.keys(failure.fields).length > 0) setProblems(failure.fields);
      else toast.error(texts.reportTitle, { description: serverMessage(failure) ?? 'Please try again.' });
    } finally {
      setProgress(null);
    }
  };

  const fieldError = (id: string, message: string | undefined) =>
    message ? (
      <p id={`${id}-error`} className="text-sm text-destructive">
        {message}
      </p>
    ) : null;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{texts.reportTitle}</DialogTitle>
          <DialogDescription>{texts.amountHint(formatCents(paidCents, { always2: true }))}</DialogDescription>
        </DialogHeader>
        <form noValidate className="grid gap-4" onSubmit={(event) => void submit(event)}>
          <div className="grid gap-2">
            <Label htmlFor={ids.problem}>{texts.problemLabel}</Label>
            <Textarea
              id={ids.problem}
              value={problem}
              maxLength={disputeProblemMaxLength}
              onChange={(event) => setProblem(event.target.value)}
              aria-invalid={problems.problem !== undefined}
              aria-describedby={problems.problem ? `${ids.problem}-hint ${ids.problem}-error` : `${ids.problem}-hint`}
            />
            <p id={`${ids.problem}-hint`} className="text-sm text-muted-foreground">
              {texts.problemHint}
            </p>
            {fieldError(ids.problem, problems.problem)}
          </div>
          <div className="grid gap-2">
            <Label htmlFor={ids.amount}>{texts.amountLabel}</Label>
            <Input
              id={ids.amount}
              inputMode="decimal"
              placeholder="0.00"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              aria-invalid={problems.amountCents !== undefined}
              aria-describedby={problems.amountCents ? `${ids.amount}-error` : undefined}
            />
            {fieldError(ids.amount, problems.amountCents)}
          </div>
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">{texts.photosLabel}</legend>
            {photos.length > 0 ? (
              <ul aria-label="Chosen photos" className="grid grid-cols-4 gap-2">
                {photos.map((photo, index) => (
                  <ChosenPhoto
                    key={`${photo.name}-${index}`}
                    photo={photo}
                    number={index + 1}
                    disabled={report.isPending}
                    onRemove={() => setPhotos((list) => list.filter((_, at) => at !== index))}
                  />
                ))}
              </ul>
            ) : null}
            {photos.length < maxDisputePhotos ? (
              <ImageDropZone
                inputId={ids.photos}
                title="Add photos"
                hint={`Images only, up to ${maxDisputePhotos}.`}
                multiple
                disabled={report.isPending}
                onFiles={(files) => setPhotos((list) => [...list, ...files].slice(0, maxDisputePhotos))}
                className="gap-1 px-4 py-4"
                aria-label="Choose photos of the problem"
              />
            ) : null}
          </fieldset>
          {progress ? (
            <div className="grid gap-1.5" role="status">
              <p className="text-sm">{texts.uploading(progress.photo, progress.of)}</p>
              <Progress value={progress.percent} aria-label={texts.uploading(progress.photo, progress.of)} />
            </div>
          ) : null}
          <FormDialogFooter
            onCancel={() => onOpenChange(false)}
            pending={report.isPending}
            submitLabel={texts.send}
            busyLabel={texts.sending}
            cancelLabel={texts.cancel}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}

function ChosenPhoto({
  photo,
  number,
  disabled,
  onRemove,
}: {
  photo: File;
  number: number;
  disabled: boolean;
  onRemove: () => void;
}) {
  const url = useObjectUrl(photo);
  return (
    <li className="relative aspect-square overflow-hidden rounded-md border bg-muted">
      {url ? <img src={url} alt={`Photo ${number}`} className="size-full object-cover" /> : null}
      <Button
        type="button"
        size="icon"
        variant="secondary"
        className="absolute top-1 right-1 size-7"
        disabled={disabled}
        onClick={onRemove}
        aria-label={`Remove photo ${number}`}
      >
        <XIcon aria-hidden />
      </Button>
    </li>
  );
}
