import type { ReactNode } from 'react';
import { CalendarIcon, CarIcon, MapPinIcon, NotebookPenIcon, SparklesIcon } from 'lucide-react';
import { formatDistance, type BidRequest } from '@sudsy/domain/bids';
import { vehicleTypeLabels } from '@sudsy/domain/vehicle';
import { serviceNames } from '@/lib/service-names';
import { formatPreferredTime } from '@/lib/request-dates';

/** What the owner asked for: services, car, place and distance, when, notes and photos. */
export function QuoteRequestDetails({ request }: { request: BidRequest }) {
  const when = formatPreferredTime(request.preferredDate, request.preferredTime);
  return (
    <div className="grid gap-4">
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <Detail icon={SparklesIcon} label="Services">
          {serviceNames(request.serviceIds)}
        </Detail>
        <Detail icon={CarIcon} label="Vehicle">
          {request.vehicle ? (
            <>
              {request.vehicle}
              {request.vehicleType ? (
                <span className="text-muted-foreground"> · {vehicleTypeLabels[request.vehicleType]}</span>
              ) : null}
            </>
          ) : (
            <span className="text-muted-foreground">Not named</span>
          )}
        </Detail>
        <Detail icon={MapPinIcon} label="Place">
          {request.address}
          {request.distanceMiles !== null ? (
            <span className="text-muted-foreground"> · {formatDistance(request.distanceMiles)}</span>
          ) : null}
        </Detail>
        <Detail icon={CalendarIcon} label="Preferred date and time">
          {when ?? <span className="text-muted-foreground">Any time</span>}
        </Detail>
        {request.notes ? (
          <Detail icon={NotebookPenIcon} label="Notes" wide>
            <span dir="auto" className="whitespace-pre-line">
              {request.notes}
            </span>
          </Detail>
        ) : null}
      </dl>
      {request.photos.length > 0 ? (
        <ul aria-label="Vehicle photos" className="flex flex-wrap gap-2">
          {request.photos.map((photo, index) => (
            <li key={photo.id}>
              <a
                href={photo.url}
                target="_blank"
                rel="noopener noreferrer"
                className="block overflow-hidden rounded-md border outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
              >
                <img
                  src={photo.thumbUrl}
                  alt={`Vehicle photo ${index + 1}, opens large in a new tab`}
                  loading="lazy"
                  className="size-16 object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function Detail({
  icon: Icon,
  label,
  wide = false,
  children,
}: {
  icon: typeof CarIcon;
  label: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={wide ? 'grid gap-1 sm:col-span-2' : 'grid gap-1'}>
      <dt className="inline-flex items-center gap-1.5 text-xs text-muted-foreground">
        <Icon className="size-3.5 shrink-0" aria-hidden />
        {label}
      </dt>
      <dd className="pl-5 break-words">{children}</dd>
    </div>
  );
}
