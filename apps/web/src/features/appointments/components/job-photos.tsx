import type { AppointmentDetail } from '@sudsy/domain/appointment';

/** The job's before and after photos, each opening full size; says so when none were taken. */
export function JobPhotos({ photos }: { photos: AppointmentDetail['photos'] }) {
  const shown = (['before', 'after'] as const).flatMap((side) => {
    const photo = photos[side];
    return photo ? [{ side, photo }] : [];
  });
  if (shown.length === 0) return <p className="text-sm text-muted-foreground">No photos were added to this job.</p>;
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      {shown.map(({ side, photo }) => (
        <li key={side} className="grid gap-2">
          <a
            href={photo.url}
            target="_blank"
            rel="noreferrer"
            className="overflow-hidden rounded-lg border focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
          >
            <img
              src={photo.thumbUrl}
              alt={side === 'before' ? 'Before the job' : 'After the job'}
              className="aspect-[4/3] w-full object-cover"
              loading="lazy"
            />
          </a>
          <span className="text-sm font-medium capitalize">{side}</span>
        </li>
      ))}
    </ul>
  );
}
