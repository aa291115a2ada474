import { format } from 'date-fns';
import { ImageOffIcon } from 'lucide-react';
import { dateFormats } from '@sudsy/domain/constants';
import type { GalleryItem } from '@sudsy/domain/gallery';
import { cn } from '@/lib/utils';
import { AddAfterImageButton } from './add-after-image-button';
import { DeleteGalleryItemButton } from './delete-gallery-item-button';

type GalleryItemTileProps = { item: GalleryItem; canEdit: boolean; large?: boolean };

/** One before/after pair with its title, date and actions; thumbnails in the grid, full images when large. */
export function GalleryItemTile({ item, canEdit, large = false }: GalleryItemTileProps) {
  const name = item.title ?? 'Untitled';
  const before = large ? item.beforeImageUrl : item.beforeThumbUrl;
  const after = large ? item.afterImageUrl : item.afterThumbUrl;
  return (
    <article aria-label={name} className="overflow-hidden rounded-lg border bg-card">
      <div className="grid grid-cols-2 gap-px bg-border">
        <Photo src={before} alt={`Before: ${name}`} caption="Before" />
        {after ? (
          <Photo src={after} alt={`After: ${name}`} caption="After" />
        ) : (
          <div className="flex aspect-square flex-col items-center justify-center gap-2 bg-muted/60 p-2 text-center">
            {canEdit ? (
              <AddAfterImageButton item={item} />
            ) : (
              <>
                <ImageOffIcon className="size-5 text-muted-foreground" aria-hidden />
                <span className="text-xs text-muted-foreground">No after photo yet</span>
              </>
            )}
          </div>
        )}
      </div>
      <div className="grid gap-1 p-3">
        <div className="flex items-start justify-between gap-2">
          <div className="grid min-w-0 gap-0.5">
            <h3 className={cn('truncate text-sm font-medium', !item.title && 'text-muted-foreground')}>{name}</h3>
            <p className="text-xs text-muted-foreground">
              <time dateTime={item.createdAt}>{format(new Date(item.createdAt), dateFormats.created)}</time>
            </p>
          </div>
          {canEdit ? <DeleteGalleryItemButton item={item} /> : null}
        </div>
        {item.description ? (
          <p dir="auto" className={cn('text-xs text-pretty text-muted-foreground', !large && 'line-clamp-2')}>
            {item.description}
          </p>
        ) : null}
      </div>
    </article>
  );
}

function Photo({ src, alt, caption }: { src: string; alt: string; caption: string }) {
  return (
    <figure className="relative bg-muted">
      <img src={src} alt={alt} loading="lazy" className="aspect-square w-full object-cover" />
      <figcaption
        className="absolute top-2 left-2 rounded bg-black/65 px-1.5 py-0.5 text-[11px] font-medium text-white"
        aria-hidden
      >
        {caption}
      </figcaption>
    </figure>
  );
}
