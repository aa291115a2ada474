import { useId, useState, type FormEvent } from 'react';
import { CameraIcon, LoaderCircleIcon, UploadIcon } from 'lucide-react';
import { toast } from 'sonner';
import {
  galleryDescriptionMaxLength,
  galleryMaxFileBytes,
  galleryMessages,
  galleryTitleMaxLength,
  galleryToasts,
} from '@sudsy/domain/gallery';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Progress } from '@/components/ui/progress';
import { Textarea } from '@/components/ui/textarea';
import { useUploadGalleryItem } from '../api/upload-gallery-item';
import { imageFileProblem, uploadFailureMessage } from '../lib/gallery-errors';
import { ImageField } from './image-field';
import { SectionCard } from '@/components/section-card';

const fileHint = 'Images only, up to 10 MB.';

/** The portfolio upload form: a before image (required), an after image, a title and a description. */
export function GalleryUploadCard({ canUpload }: { canUpload: boolean }) {
  const titleId = useId();
  const descriptionId = useId();
  const [before, setBefore] = useState<File | null>(null);
  const [after, setAfter] = useState<File | null>(null);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<{ before?: string | null; after?: string | null }>({});
  const [progress, setProgress] = useState(0);
  const upload = useUploadGalleryItem(setProgress);

  const pick = (slot: 'before' | 'after', file: File | null) => {
    const problem = file ? imageFileProblem(file, galleryMaxFileBytes) : null;
    setErrors((current) => ({ ...current, [slot]: problem }));
    const set = slot === 'before' ? setBefore : setAfter;
    set(problem ? null : file);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!before) {
      setErrors((current) => ({ ...current, before: galleryMessages.beforeRequired }));
      return;
    }
    setProgress(0);
    try {
      await upload.mutateAsync({ before, after, title, description });
      toast.success(galleryToasts.added.title, { description: galleryToasts.added.description });
      setBefore(null);
      setAfter(null);
      setTitle('');
      setDescription('');
      setErrors({});
    } catch (error) {
      toast.error(galleryToasts.uploadFailed.title, { description: uploadFailureMessage(error) });
    }
  };

  const busy = upload.isPending;
  return (
    <SectionCard
      id="gallery-upload-title"
      title="Add Before & After Photos"
      icon={<CameraIcon />}
      description="Show customers the difference you make. The after photo can follow later."
    >
      <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby="gallery-upload-title">
        <fieldset disabled={!canUpload || busy} className="grid gap-5">
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <ImageField
              label="Before image"
              hint={`Required. ${fileHint}`}
              file={before}
              onFileChange={(file) => pick('before', file)}
              error={errors.before}
              disabled={!canUpload || busy}
            />
            <ImageField
              label="After image"
              hint={`Optional. ${fileHint}`}
              file={after}
              onFileChange={(file) => pick('after', file)}
              error={errors.after}
              disabled={!canUpload || busy}
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={titleId}>
              Title <span className="font-normal text-muted-foreground">(optional)</span>
            </Label>
            <Input
              id={titleId}
              value={title}
              maxLength={galleryTitleMaxLength}
              onChange={(event) => setTitle(event.target.value)}
              placeholder="e.g. Full detail on a 2015 Civic"
              autoComplete="off"
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={descriptionId}>
              Description <span className="font-normal text-muted-foreground">(optional)</span>
            </Label>
            <Textarea
              id={descriptionId}
              value={description}
              maxLength={galleryDescriptionMaxLength}
              onChange={(event) => setDescription(event.target.value)}
              placeholder="What you did and how long it took"
              rows={3}
            />
          </div>
          {busy ? (
            <div role="status" className="grid gap-2">
              <div className="flex justify-between text-sm">
                <span>Uploading...</span>
                <span className="tabular-nums">{progress}%</span>
              </div>
              <Progress value={progress} aria-label="Upload progress" />
            </div>
          ) : null}
          <Button type="submit" className="w-full sm:w-fit">
            {busy ? (
              <LoaderCircleIcon className="animate-spin motion-reduce:animate-none" aria-hidden />
            ) : (
              <UploadIcon aria-hidden />
            )}
            {busy ? 'Uploading...' : 'Upload to Gallery'}
          </Button>
        </fieldset>
      </form>
    </SectionCard>
  );
}
