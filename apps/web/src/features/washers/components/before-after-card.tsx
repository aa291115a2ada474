import { format } from 'date-fns';
import { dateFormats } from '@sudsy/domain/constants';
import type { GalleryItem } from '@sudsy/domain/gallery';
import { cn } from '@/lib/utils';

/** A before/after pair as owners see it; a pair without an after photo shows the before alone. */
export function BeforeAfterCard({ item }: { item: GalleryItem }) {
  const name = item.title ?? 'Before and after';
  return (
    <article aria-label={name} className="overflow-hidden rounded-lg border bg-card">
      {/* A pair without its after photo keeps the height of the others, so the grid stays even. */}
      <div className="grid aspect-[8/3] grid-cols-2 gap-px bg-border">
        <Photo src={item.beforeImageUrl} alt={`Before: ${name}`} caption="Before" wide={!item.afterImageUrl} />
        {item.afterImageUrl ? <Photo src={item.afterImageUrl} alt={`After: ${name}`} caption="After" /> : null}
      </div>
      <div className="grid gap-1 p-3">
        {item.title ? <h3 className="text-sm font-medium">{item.title}</h3> : null}
        {item.description ? (
          <p dir="auto" className="text-xs text-pretty text-muted-foreground">
            {item.description}
          </p>
        ) : null}
        <p className="text-xs text-muted-foreground">
          <time dateTime={item.createdAt}>{format(new Date(item.createdAt), dateFormats.created)}</time>
        </p>
      </div>
    </article>
  );
}

function Photo({ src, alt, caption, wide = false }: { src: string; alt: string; caption: string; wide?: boolean }) {
  return (
    <figure className={cn('relative min-h-0 bg-muted', wide && 'col-span-2')}>
      <img src={src} alt={alt} loading="lazy" className="size-full object-cover" />
      <figcaption
        className="absolute top-2 left-2 rounded bg-black/65 px-1.5 py-0.5 text-[11px] font-medium text-white"
        aria-hidden
      >
        {caption}
      </figcaption>
    </figure>
  );
}
