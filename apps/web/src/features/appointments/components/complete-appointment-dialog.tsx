import { useState } from 'react';
import { CheckCircle2Icon } from 'lucide-react';
import { toast } from 'sonner';
import { appointmentTexts, appointmentToasts } from '@sudsy/domain/appointment';
import { galleryMaxFileBytes, galleryMessages } from '@sudsy/domain/gallery';
import { proofPhotoMessages } from '@sudsy/domain/photo-proof';
import { PendingLabel } from '@/components/pending-label';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Progress } from '@/components/ui/progress';
import { serverMessage } from '@/lib/error-message';
import { useCompleteAppointment } from '../api/complete-appointment';
import { useProofPhotos } from '../api/get-proof-photos';
import { PhotoPicker } from './photo-picker';

type Side = 'before' | 'after';

/** The browser's own check of a chosen file, so a wrong one is named before anything is sent. */
function fileProblem(file: File | null): string | null {
  if (!file) return null;
  if (!file.type.startsWith('image/')) return galleryMessages.onlyImages;
  if (file.size > galleryMaxFileBytes) return galleryMessages.tooLarge;
  return null;
}

/** Mark Completed: a dialog with the job's after photo (unless one was taken during it) and an optional before photo. */
export function CompleteAppointmentDialog({
  appointmentId,
  triggerClassName,
}: {
  appointmentId: string;
  triggerClassName?: string;
}) {
  const [open, setOpen] = useState(false);
  const [photos, setPhotos] = useState<Record<Side, File | null>>({ before: null, after: null });
  const [progress, setProgress] = useState(0);
  const complete = useCompleteAppointment(setProgress);
  // Completion needs an after photo: chosen here, or taken during the job.
  const afterTaken = useProofPhotos(appointmentId).data?.some((photo) => photo.kind === 'after') ?? false;
  const problems = { before: fileProblem(photos.before), after: fileProblem(photos.after) };
  const unproven = photos.after === null && !afterTaken;
  const sending = photos.before !== null || photos.after !== null;

  const submit = async () => {
    if (problems.before || problems.after || unproven) return;
    setProgress(0);
    try {
      await complete.mutateAsync({ id: appointmentId, ...photos });
      toast.success(appointmentToasts.completed.title, { description: appointmentToasts.completed.description });
      setOpen(false);
    } catch (error) {
      toast.error(appointmentToasts.completeFailed.title, {
        description: serverMessage(error) ?? appointmentToasts.completeFailed.description,
      });
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (complete.isPending) return;
        setOpen(next);
        if (!next) setPhotos({ before: null, after: null });
      }}
    >
      <DialogTrigger asChild>
        <Button className={triggerClassName}>
          <CheckCircle2Icon aria-hidden />
          {appointmentTexts.markCompleted}
        </Button>
      </DialogTrigger>
      <DialogContent className="gap-5 sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{appointmentTexts.completeTitle}</DialogTitle>
          <DialogDescription>{appointmentTexts.completeDescription}</DialogDescription>
        </DialogHeader>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          {(['before', 'after'] as const).map((side) => (
            <PhotoPicker
              key={side}
              label={
                side === 'before'
                  ? appointmentTexts.beforePhoto
                  : afterTaken
                    ? appointmentTexts.anotherAfterPhoto
                    : appointmentTexts.afterPhoto
              }
              file={photos[side]}
              onChange={(file) => setPhotos((current) => ({ ...current, [side]: file }))}
              error={problems[side]}
              disabled={complete.isPending}
            />
          ))}
        </div>
        {unproven ? (
          <p id="complete-needs-after" className="text-sm text-muted-foreground">
            {proofPhotoMessages.afterMissing}
          </p>
        ) : null}
        {complete.isPending && sending ? <Progress value={progress} aria-label="Uploading photos" /> : null}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => setOpen(false)} disabled={complete.isPending}>
            Cancel
          </Button>
          <Button
            type="button"
            onClick={() => void submit()}
            disabled={complete.isPending || problems.before !== null || problems.after !== null || unproven}
            aria-describedby={unproven ? 'complete-needs-after' : undefined}
          >
            <PendingLabel pending={complete.isPending} idle={appointmentTexts.markCompleted} busy="Completing..." />
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
