import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import {
  AlertCircleIcon,
  ArrowLeftIcon,
  AwardIcon,
  BriefcaseIcon,
  CalendarClockIcon,
  ImagesIcon,
  InfoIcon,
  MapPinIcon,
  RotateCwIcon,
  SearchXIcon,
  StarIcon,
  WrenchIcon,
} from 'lucide-react';
import { brokenBookingsText, cancellationPolicyText } from '@sudsy/domain/cancellation-policy';
import { certificationOptions } from '@sudsy/domain/certifications';
import type { PublicWasher } from '@sudsy/domain/washer-api';
import { FavouriteButton } from '@/components/favourite-button';
import { LazyServiceAreaMap } from '@/components/maps/lazy-service-area-map';
import { Badge } from '@/components/ui/badge';
import { VerifiedBadge } from '@/components/verified-badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { initialsOf } from '@/lib/initials';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { cn } from '@/lib/utils';
import { usePublicWasher } from '../api/get-public-washer';
import { BeforeAfterCard } from '../components/before-after-card';
import { BookNowButton } from '../components/book-now-button';
import { ReportProfileButton } from '../components/report-profile-button';
import { WasherReviewsSection } from '../components/washer-reviews-section';
import { WasherSection } from '../components/washer-section';
import { WasherServicesList } from '../components/washer-services-list';
import { WasherCredentialsSection } from '../components/washer-credentials-section';

const publicMapHeightPx = 240;

/** /providers/:id: a washer's public page for owners choosing whom to ask for a quote. */
export function WasherPage() {
  const { id = '' } = useParams();
  const washer = usePublicWasher(id);

  if (washer.isPending) {
    return (
      <PageFrame>
        <title>Loading provider | Sudsy</title>
        <div role="status" className="grid gap-6">
          <span className="sr-only">Loading provider...</span>
          <Skeleton className="h-32" />
          <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
            <Skeleton className="h-64" />
            <Skeleton className="h-64" />
          </div>
        </div>
      </PageFrame>
    );
  }
  if (washer.isError) {
    const notFound = washer.error instanceof ApiError && washer.error.status === 404;
    return (
      <PageFrame>
        <title>{notFound ? 'Provider not found | Sudsy' : 'Provider | Sudsy'}</title>
        <section
          className="mx-auto flex max-w-lg flex-col items-center gap-4 py-12 text-center"
          aria-labelledby="washer-problem-title"
        >
          {notFound ? (
            <SearchXIcon className="size-10 text-muted-foreground" aria-hidden />
          ) : (
            <AlertCircleIcon className="size-10 text-destructive" aria-hidden />
          )}
          <h1 id="washer-problem-title" className="text-3xl font-bold tracking-tight">
            {notFound ? 'Provider not found' : 'Could not load this provider'}
          </h1>
          <p className="text-muted-foreground">
            {notFound
              ? 'This washer does not exist or no longer offers services on Sudsy.'
              : 'Check your connection and try again.'}
          </p>
          {notFound ? (
            <Button asChild>
              <Link to="/providers">Find a washer</Link>
            </Button>
          ) : (
            <Button variant="outline" onClick={() => void washer.refetch()} disabled={washer.isRefetching}>
              <RotateCwIcon
                className={cn(washer.isRefetching && 'animate-spin motion-reduce:animate-none')}
                aria-hidden
              />
              Retry
            </Button>
          )}
        </section>
      </PageFrame>
    );
  }
  return <PublicWasherProfile washer={washer.data} />;
}

function PageFrame({ children }: { children: ReactNode }) {
  return <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:py-10">{children}</div>;
}

function PublicWasherProfile({ washer }: { washer: PublicWasher }) {
  const certifications = certificationOptions.filter((option) => washer.certifications.includes(option.id));
  const name = washer.businessName;
  return (
    <PageFrame>
      <title>{`${name} | Sudsy`}</title>
      <Button asChild variant="ghost" size="sm" className="mb-4 -ml-3">
        <Link to="/providers">
          <ArrowLeftIcon aria-hidden />
          All providers
        </Link>
      </Button>
      <header className="mb-8 flex flex-col gap-5 rounded-xl border bg-card p-6 shadow-sm sm:flex-row sm:items-center">
        <Avatar className="size-16">
          {washer.photoUrl ? <AvatarImage src={washer.photoUrl} alt="" /> : null}
          <AvatarFallback aria-hidden className="bg-primary text-xl font-semibold text-primary-foreground">
            {initialsOf(name, name)}
          </AvatarFallback>
        </Avatar>
        <div className="grid min-w-0 gap-2">
          <h1 className="text-3xl font-bold tracking-tight text-balance">{name}</h1>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted-foreground">
            {washer.rating === null ? (
              <Badge variant="secondary">New Provider</Badge>
            ) : (
              <span className="flex items-center gap-1 font-medium text-foreground">
                <StarIcon className="size-4 fill-amber-400 text-amber-400" aria-hidden />
                {washer.rating.toFixed(1)}
                <span className="sr-only"> out of 5</span>
              </span>
            )}
            {washer.verified ? <VerifiedBadge /> : null}
            <span className="flex items-center gap-1.5">
              <BriefcaseIcon className="size-4" aria-hidden />
              {washer.experienceYears === 1 ? '1 year of experience' : `${washer.experienceYears} years of experience`}
            </span>
            {washer.area ? (
              <span className="flex items-center gap-1.5">
                <MapPinIcon className="size-4" aria-hidden />
                {washer.area}
              </span>
            ) : null}
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-3 self-start sm:ml-auto sm:self-center">
          <BookNowButton washer={washer} />
          <FavouriteButton washerId={washer.id} businessName={name} />
          <ReportProfileButton washerId={washer.id} />
        </div>
      </header>
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="grid gap-6">
          <WasherSection id="about-title" title="About" icon={<InfoIcon />}>
            {washer.bio ? (
              <p dir="auto" className="text-sm leading-relaxed whitespace-pre-line text-pretty">
                {washer.bio}
              </p>
            ) : (
              <p className="text-sm text-muted-foreground">This washer has not written a description yet.</p>
            )}
          </WasherSection>
          <WasherSection id="services-title" title="Services & Prices" icon={<WrenchIcon />}>
            <WasherServicesList services={washer.services} />
          </WasherSection>
          <WasherReviewsSection washerId={washer.id} businessName={name} />
          <WasherSection id="gallery-title" title="Before & After Gallery" icon={<ImagesIcon />}>
            {washer.gallery.length === 0 ? (
              <p className="text-sm text-muted-foreground">No photos of past work yet.</p>
            ) : (
              <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2">
                {washer.gallery.map((item) => (
                  <li key={item.id}>
                    <BeforeAfterCard item={item} />
                  </li>
                ))}
              </ul>
            )}
          </WasherSection>
        </div>
        <div className="grid gap-6">
          <WasherSection id="area-title" title="Service Area" icon={<MapPinIcon />}>
            <div className="grid gap-3">
              <p className="text-sm">
                {washer.area ? `Based in ${washer.area}, travels up to ` : 'Travels up to '}
                <strong>{washer.workRadiusMiles === 1 ? '1 mile' : `${washer.workRadiusMiles} miles`}</strong> to reach
                customers.
              </p>
              {washer.mapCenter ? (
                <LazyServiceAreaMap
                  center={washer.mapCenter}
                  radiusMiles={washer.workRadiusMiles}
                  heightPx={publicMapHeightPx}
                  label={`Map of the area ${name} serves`}
                />
              ) : null}
            </div>
          </WasherSection>
          <WasherSection id="certifications-title" title="Certifications" icon={<AwardIcon />}>
            {certifications.length === 0 ? (
              <p className="text-sm text-muted-foreground">No certifications listed.</p>
            ) : (
              <ul className="grid gap-2">
                {certifications.map((certification) => (
                  <li key={certification.id} className="flex items-start gap-2 text-sm">
                    <AwardIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
                    {certification.name}
                  </li>
                ))}
              </ul>
            )}
          </WasherSection>
          <WasherSection id="cancellation-title" title="Cancellation policy" icon={<CalendarClockIcon />}>
            <div className="grid gap-2 text-sm">
              <p>{cancellationPolicyText(washer.cancellationNoticeHours)}.</p>
              <p className="text-muted-foreground">{brokenBookingsText(washer)} by this washer.</p>
            </div>
          </WasherSection>
          <WasherCredentialsSection washerId={washer.id} />
        </div>
      </div>
    </PageFrame>
  );
}
