import { useState } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import type { QuoteRequestDetail } from '@sudsy/domain/quote-request-views';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';

type Photo = QuoteRequestDetail['photos'][number];

/** The request's photos as thumbnails; one opens large, with the others a step away. */
export function RequestPhotoGallery({ photos }: { photos: readonly Photo[] }) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const open = openIndex === null ? null : photos[openIndex];
  const step = (by: number) =>
    setOpenIndex((index) => (index === null ? null : (index + by + photos.length) % photos.length));

  return (
    <>
      <ul aria-label="Vehicle photos" className="grid grid-cols-3 gap-2 sm:grid-cols-4">
        {photos.map((photo, index) => (
          <li key={photo.id}>
            <button
              type="button"
              onClick={() => setOpenIndex(index)}
              className="block w-full overflow-hidden rounded-lg border bg-muted outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              <img
                src={photo.thumbUrl}
                alt={`Vehicle photo ${index + 1}`}
                loading="lazy"
                className="aspect-square w-full object-cover transition-transform hover:scale-105"
              />
              <span className="sr-only">Open large</span>
            </button>
          </li>
        ))}
      </ul>
      <Dialog open={open !== null} onOpenChange={(next) => !next && setOpenIndex(null)}>
        <DialogContent className="gap-3 sm:max-w-3xl">
          <DialogHeader>
            <DialogTitle>
              Photo {(openIndex ?? 0) + 1} of {photos.length}
            </DialogTitle>
            <DialogDescription className="sr-only">The vehicle photo at full size.</DialogDescription>
          </DialogHeader>
          {open ? (
            <img
              src={open.url}
              alt={`Vehicle photo ${(openIndex ?? 0) + 1}`}
              className="max-h-[70svh] w-full rounded-md bg-muted object-contain"
            />
          ) : null}
          {photos.length > 1 ? (
            <div className="flex justify-between gap-2">
              <Button variant="outline" size="sm" onClick={() => step(-1)}>
                <ChevronLeftIcon aria-hidden />
                Previous
              </Button>
              <Button variant="outline" size="sm" onClick={() => step(1)}>
                Next
                <ChevronRightIcon aria-hidden />
              </Button>
            </div>
          ) : null}
        </DialogContent>
      </Dialog>
    </>
  );
}
