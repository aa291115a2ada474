import { Trash2Icon } from 'lucide-react';
import { toast } from 'sonner';
import { galleryToasts, type GalleryItem } from '@sudsy/domain/gallery';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { useDeleteGalleryItem } from '../api/delete-gallery-item';
import { galleryActionFailure } from '../lib/gallery-errors';

/** Deletes a pair after the washer confirms; there is no undo. */
export function DeleteGalleryItemButton({ item }: { item: GalleryItem }) {
  const remove = useDeleteGalleryItem();
  const name = item.title ?? 'this gallery item';

  const confirm = async () => {
    try {
      await remove.mutateAsync(item.id);
      toast.success(galleryToasts.deleted.title, { description: galleryToasts.deleted.description });
    } catch (error) {
      const failure = galleryActionFailure(error, 'delete');
      toast.error(failure.title, { description: failure.description });
    }
  };

  return (
    <ConfirmDialog
      trigger={
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="-mt-1 -mr-1 size-8 shrink-0 text-muted-foreground hover:text-destructive"
          disabled={remove.isPending}
        >
          <Trash2Icon aria-hidden />
          <span className="sr-only">Delete {name}</span>
        </Button>
      }
      title="Delete this gallery item?"
      description={`The before and after photos of ${name} leave your portfolio for good. This cannot be undone.`}
      confirmLabel="Delete"
      destructive
      onConfirm={confirm}
    />
  );
}
