import { useId, useState } from 'react';
import { CameraIcon, ImagePlusIcon, Trash2Icon } from 'lucide-react';
import { toast } from 'sonner';
import type { AppointmentDetail } from '@sudsy/domain/appointment';
import { clockTimeIn } from '@sudsy/domain/job-day';
import {
  angleLabels,
  maxAfterPhotos,
  missingAngles,
  proofPhotoTexts,
  walkaroundAngles,
  type ProofPhoto,
  type ProofPhotoFields,
} from '@sudsy/domain/photo-proof';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { serverMessage } from '@/lib/error-message';
import { useAddProofPhoto } from '../api/add-proof-photo';
import { useJobDay } from '../api/get-job-day';
import { useProofPhotos } from '../api/get-proof-photos';
import { useRemoveProofPhoto } from '../api/remove-proof-photo';

type Props = { appointment: AppointmentDetail; isWasher: boolean; kind: ProofPhoto['kind'] };

/**
 * The photo proof of a job (docs/product.md, "The day of the job"): the washer photographs the car
 * from each side on arrival and the finished car in progress, from the phone's camera; the owner
 * sees them as they come. Each photo is made small on the phone and its upload shows its progress.
 */
export function ProofPhotosCard({ appointment, isWasher, kind }: Props) {
  const day = useJobDay(appointment.id);
  const step = day.data?.step ?? null;
  const atTheJob = appointment.status === 'scheduled' && (step === 'arrived' || step === 'in_progress');
  const photos = useProofPhotos(appointment.id, { follow: atTheJob && !isWasher });
  const all = photos.data ?? [];
  const canWalkaround = isWasher && atTheJob;
  const canAddAfter = isWasher && atTheJob && step === 'in_progress';
  if (!photos.data || (!canWalkaround && all.length === 0)) return null;
  const walkaround = all.filter((photo) => photo.kind === 'walkaround');
  const after = all.filter((photo) => photo.kind === 'after');
  const missing = missingAngles(all);
  const time = (photo: ProofPhoto) => proofPhotoTexts.takenAt(clockTimeIn(photo.takenAt, appointment.timeZone));
  if (kind === 'walkaround')
    return canWalkaround || walkaround.length > 0 ? (
      <SectionCard
        id="appointment-walkaround"
        title={proofPhotoTexts.walkaroundTitle}
        icon={<CameraIcon />}
        description={canWalkaround ? proofPhotoTexts.walkaroundDescription : proofPhotoTexts.ownerWalkaroundDescription}
      >
        <div className="grid gap-3">
          <p aria-live="polite" className="text-sm font-medium">
            {proofPhotoTexts.progress(walkaroundAngles.length - missing.length)}
          </p>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {walkaroundAngles.map((angle) => {
              const photo = walkaround.find((taken) => taken.angle === angle);
              return (
                <li key={angle} className="grid gap-1.5">
                  {photo ? <Thumbnail photo={photo} label={angleLabels[angle]} caption={time(photo)} /> : null}
                  {canWalkaround ? (
                    <CameraButton
                      appointmentId={appointment.id}
                      fields={{ kind: 'walkaround', angle }}
                      label={angleLabels[angle]}
                      text={
                        photo ? proofPhotoTexts.retake(angleLabels[angle]) : proofPhotoTexts.take(angleLabels[angle])
                      }
                      prominent={!photo}
                    />
                  ) : photo ? null : (
                    <p className="text-sm text-muted-foreground">{angleLabels[angle]}: —</p>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      </SectionCard>
    ) : null;
  return canAddAfter || after.length > 0 ? (
    <SectionCard
      id="appointment-after-photos"
      title={proofPhotoTexts.afterTitle}
      icon={<ImagePlusIcon />}
      description={canAddAfter ? proofPhotoTexts.afterDescription : proofPhotoTexts.ownerAfterDescription}
    >
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {after.map((photo, index) => (
          <li key={photo.id} className="grid gap-1.5">
            <Thumbnail photo={photo} label={`${proofPhotoTexts.afterTitle} ${index + 1}`} caption={time(photo)} />
            {canAddAfter ? (
              <RemoveButton
                appointmentId={appointment.id}
                photoId={photo.id}
                label={proofPhotoTexts.removeNamed(`${proofPhotoTexts.afterTitle} ${index + 1}`)}
              />
            ) : null}
          </li>
        ))}
        {canAddAfter && after.length < maxAfterPhotos ? (
          <li>
            <CameraButton
              appointmentId={appointment.id}
              fields={{ kind: 'after' }}
              label={proofPhotoTexts.afterTitle}
              text={proofPhotoTexts.addAfter}
              prominent={after.length === 0}
            />
          </li>
        ) : null}
      </ul>
    </SectionCard>
  ) : null;
}

function Thumbnail({ photo, label, caption }: { photo: ProofPhoto; label: string; caption: string }) {
  return (
    <figure className="grid gap-1">
      <a href={photo.url} target="_blank" rel="noreferrer" className="overflow-hidden rounded-lg border">
        <img src={photo.thumbUrl} alt={`${label}. ${caption}`} className="aspect-[4/3] w-full object-cover" />
      </a>
      <figcaption className="text-xs text-muted-foreground">
        {label} · {caption}
      </figcaption>
    </figure>
  );
}

/** A file button that opens the phone's rear camera (or the file picker elsewhere), then uploads with a progress bar. */
function CameraButton({
  appointmentId,
  fields,
  label,
  text,
  prominent,
}: {
  appointmentId: string;
  fields: ProofPhotoFields;
  label: string;
  text: string;
  prominent: boolean;
}) {
  const id = useId();
  const [progress, setProgress] = useState(0);
  const add = useAddProofPhoto(appointmentId, setProgress);
  if (add.isPending)
    return (
      <div className="grid min-h-12 content-center gap-2 rounded-lg border px-3 py-2" role="status">
        <span className="text-sm">{proofPhotoTexts.uploading(label)}</span>
        <Progress value={progress} aria-label={proofPhotoTexts.uploading(label)} />
      </div>
    );
  return (
    <label
      htmlFor={id}
      className={
        prominent
          ? 'flex min-h-24 cursor-pointer flex-col items-center justify-center gap-1 rounded-lg border border-dashed px-3 py-3 text-center text-sm font-medium has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50 hover:bg-muted/50'
          : 'flex min-h-12 cursor-pointer items-center justify-center gap-2 rounded-lg border px-3 text-sm has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50 hover:bg-muted/50'
      }
    >
      <CameraIcon className="size-5 text-primary" aria-hidden />
      {text}
      <input
        id={id}
        type="file"
        accept="image/*"
        capture="environment"
        className="sr-only"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          setProgress(0);
          add.mutate(
            { fields, file },
            {
              onError: (error) =>
                toast.error(proofPhotoTexts.uploadFailed, { description: serverMessage(error) ?? undefined }),
            },
          );
        }}
      />
    </label>
  );
}

function RemoveButton({ appointmentId, photoId, label }: { appointmentId: string; photoId: string; label: string }) {
  const remove = useRemoveProofPhoto(appointmentId);
  return (
    <Button
      type="button"
      variant="outline"
      className="h-12"
      disabled={remove.isPending}
      aria-label={label}
      onClick={() =>
        remove.mutate(photoId, {
          onError: (error) =>
            toast.error(proofPhotoTexts.removeFailed, { description: serverMessage(error) ?? undefined }),
        })
      }
    >
      <Trash2Icon aria-hidden />
      {proofPhotoTexts.remove}
    </Button>
  );
}
