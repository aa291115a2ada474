import { useEffect, useState } from 'react';
import { GalleryHorizontalEndIcon, ImagesIcon } from 'lucide-react';
import { toast } from 'sonner';
import { displayLimits } from '@sudsy/domain/constants';
import { galleryToasts } from '@sudsy/domain/gallery';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { useGallery } from '../api/get-gallery';
import { GalleryItemTile } from './gallery-item-tile';
import { ProfileLoadRetry } from './profile-load-retry';
import { SectionCard } from '@/components/section-card';

/** 'Your Gallery': the newest 6 pairs, then '+N more' opening the full view. */
export function GalleryCard({ canEdit }: { canEdit: boolean }) {
  const gallery = useGallery();
  const [fullView, setFullView] = useState(false);
  const items = gallery.data ?? [];
  const compact = items.slice(0, displayLimits.galleryCompact);
  const hidden = items.length - compact.length;

  useEffect(() => {
    if (gallery.isError)
      toast.error(galleryToasts.loadFailed.title, { description: galleryToasts.loadFailed.description });
  }, [gallery.isError]);

  return (
    <SectionCard
      id="gallery-title"
      title="Your Gallery"
      icon={<ImagesIcon />}
      description="Your before and after photos, newest first. Customers see them on your profile."
      action={
        gallery.data ? (
          <Badge variant="secondary">{items.length === 1 ? '1 item' : `${items.length} items`}</Badge>
        ) : null
      }
    >
      {gallery.isPending ? (
        <div role="status" className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <span className="sr-only">Loading your gallery...</span>
          {Array.from({ length: 2 }, (_, index) => (
            <Skeleton key={index} className="aspect-[4/3]" />
          ))}
        </div>
      ) : gallery.isError ? (
        <ProfileLoadRetry
          message={galleryToasts.loadFailed.description}
          onRetry={() => void gallery.refetch()}
          retrying={gallery.isRefetching}
        />
      ) : items.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed px-4 py-10 text-center">
          <GalleryHorizontalEndIcon className="size-8 text-muted-foreground" aria-hidden />
          <p className="font-medium">No photos yet</p>
          <p className="max-w-xs text-sm text-muted-foreground">
            Upload your first before and after pair to show customers your work.
          </p>
        </div>
      ) : (
        <div className="grid gap-4">
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2" aria-label="Gallery items">
            {compact.map((item) => (
              <li key={item.id}>
                <GalleryItemTile item={item} canEdit={canEdit} />
              </li>
            ))}
          </ul>
          {hidden > 0 ? (
            <Button type="button" variant="outline" onClick={() => setFullView(true)}>
              +{hidden} more
            </Button>
          ) : null}
        </div>
      )}
      <Dialog open={fullView} onOpenChange={setFullView}>
        <DialogContent className="sm:max-w-5xl">
          <DialogHeader>
            <DialogTitle>Your Gallery</DialogTitle>
            <DialogDescription>{`All ${items.length} before and after pairs, newest first.`}</DialogDescription>
          </DialogHeader>
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="All gallery items">
            {items.map((item) => (
              <li key={item.id}>
                <GalleryItemTile item={item} canEdit={canEdit} large />
              </li>
            ))}
          </ul>
        </DialogContent>
      </Dialog>
    </SectionCard>
  );
}
