import { useId, useState, type ReactNode } from 'react';
import { ImagePlusIcon } from 'lucide-react';
import { toast } from 'sonner';
import { accountMessages, accountToasts } from '@sudsy/domain/account';
import { galleryMaxFileBytes, galleryMessages } from '@sudsy/domain/gallery';
import { PendingLabel } from '@/components/pending-label';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
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
import { useObjectUrl } from '@/lib/use-object-url';
import { useUploadAvatar } from '../api/upload-avatar';

type UpdatePhotoDialogProps = { current: string | null; trigger: ReactNode };

/** Update Profile Photo: pick an image, see it, Save stores it (checked like gallery photos). */
export function UpdatePhotoDialog({ current, trigger }: UpdatePhotoDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Update Profile Photo</DialogTitle>
          <DialogDescription>
            Choose a clear photo of yourself or your logo. JPEG, PNG, WebP, GIF or AVIF, up to 10 MB.
          </DialogDescription>
        </DialogHeader>
        {/* Remounted on each opening, so a photo picked and cancelled last time is gone. */}
        {open ? <PhotoForm current={current} onDone={() => setOpen(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function PhotoForm({ current, onDone }: { current: string | null; onDone: () => void }) {
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const preview = useObjectUrl(file);
  const upload = useUploadAvatar(setProgress);

  const pick = (picked: File | null) => {
    setProblem(null);
    if (picked && !picked.type.startsWith('image/')) return setProblem(galleryMessages.onlyImages);
    if (picked && picked.size > galleryMaxFileBytes) return setProblem(galleryMessages.tooLarge);
    setFile(picked);
  };

  const save = () => {
    if (!file) return setProblem('Choose a photo first.');
    upload.mutate(file, {
      onSuccess: () => {
        toast.success(accountToasts.photoUpdated.title, { description: 'Your new photo is shown across Sudsy.' });
        onDone();
      },
      onError: (error) => {
        const message = serverMessage(error) ?? accountMessages.unexpected;
        setProblem(message);
        toast.error(accountToasts.saveFailed.title, { description: message });
      },
    });
  };

  return (
    <div className="grid gap-5">
      <div className="flex flex-col items-center gap-4">
        <Avatar className="size-32">
          {preview || current ? (
            <AvatarImage
              src={preview ?? current ?? undefined}
              alt={file ? 'Preview of the new photo' : 'Your current photo'}
            />
          ) : null}
          <AvatarFallback className="bg-muted text-muted-foreground">
            <ImagePlusIcon className="size-8" aria-hidden />
          </AvatarFallback>
        </Avatar>
        <div className="grid w-full gap-2">
          <label htmlFor={inputId} className="text-sm font-medium">
            Photo
          </label>
          <input
            id={inputId}
            type="file"
            accept="image/*"
            aria-invalid={!!problem}
            aria-describedby={problem ? `${inputId}-problem` : undefined}
            disabled={upload.isPending}
            onChange={(event) => pick(event.target.files?.[0] ?? null)}
            className="block w-full text-sm file:mr-3 file:rounded-md file:border-0 file:bg-secondary file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-secondary-foreground hover:file:bg-secondary/80"
          />
          {problem ? (
            <p id={`${inputId}-problem`} role="alert" className="text-sm text-destructive">
              {problem}
            </p>
          ) : null}
          {upload.isPending ? <Progress value={progress} aria-label="Upload progress" /> : null}
        </div>
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={upload.isPending}>
          Cancel
        </Button>
        <Button type="button" onClick={save} disabled={upload.isPending || !file}>
          <PendingLabel pending={upload.isPending} idle="Save" busy="Saving..." />
        </Button>
      </DialogFooter>
    </div>
  );
}
