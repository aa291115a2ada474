import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import {
  ArrowLeftIcon,
  BanIcon,
  CalendarCheckIcon,
  CalendarIcon,
  CameraIcon,
  CarIcon,
  CircleDollarSignIcon,
  ClipboardXIcon,
  MapPinIcon,
  PhoneIcon,
  RepeatIcon,
  SignpostIcon,
  StarIcon,
  StickyNoteIcon,
  UserIcon,
} from 'lucide-react';
import { format, parseISO } from 'date-fns';
import { appointmentTexts, canReview, hasJobPhotos, type AppointmentDetail } from '@sudsy/domain/appointment';
import { hasReceipt } from '@sudsy/domain/receipt';
import { cancellationText } from '@sudsy/domain/booking';
import { bookingNextStep, bookingPageTexts } from '@sudsy/domain/booking-page';
import { dateFormats } from '@sudsy/domain/constants';
import { formatCents } from '@sudsy/domain/money';
import { ownerPhoneLabel } from '@sudsy/domain/owner-phone';
import type { Role } from '@sudsy/domain/roles';
import { AppointmentStatusBadge } from '@/components/appointment-status-badge';
import { DetailQueryView } from '@/components/detail-query-view';
import { SectionCard } from '@/components/section-card';
import { StarRating } from '@/components/star-rating';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { bookAgainPath } from '@/lib/search-params';
import { useSession } from '@/lib/session';
import { useAppointment } from '../api/get-appointment';
import { JobPhotos } from '../components/job-photos';
import { PaymentCard } from '../components/payment-card';
import { AttendanceCard } from '../components/attendance-card';
import { BookingActions } from '../components/booking-actions';
import { NoShowReport } from '../components/no-show-report';
import { JobChecklistCard } from '../components/job-checklist-card';
import { JobDayCard } from '../components/job-day-card';
import { ProofPhotosCard } from '../components/proof-photos-card';
import { PortfolioConsent } from '../components/portfolio-consent';
import { RatingForm } from '../components/rating-form';
import { ReceiptCard } from '../components/receipt-card';
import { DisputeCard } from '../components/dispute-card';
import { RescheduleCard } from '../components/reschedule-card';
import { SeriesCard } from '../components/series-card';
import { WasherCancelledChoices } from '../components/washer-cancelled-choices';
import { BookingCarsList } from '../components/booking-cars-list';
import { bookingTermsOf } from '../lib/booking-terms';
import { appointmentTitle, formatAppointmentDay } from '../lib/appointment-format';
import { formatTimeRange } from '@/lib/day-format';
import { PayAtJobNote } from '@/components/pay-at-job-note';

/** /appointments/:id: one booked job, for its washer (complete it) and its owner (rate it, share its photos). */
export function AppointmentDetailPage() {
  const { id = '' } = useParams();
  const appointment = useAppointment(id);
  const { user } = useSession();

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 lg:py-10">
      <title>Appointment | Sudsy</title>
      <Button asChild variant="ghost" size="sm" className="-ml-3 mb-4 text-muted-foreground">
        <Link to="/appointments">
          <ArrowLeftIcon aria-hidden />
          {appointmentTexts.listTitle}
        </Link>
      </Button>
      <DetailQueryView
        query={appointment}
        waiting={!user}
        loading={{
          label: 'Loading the appointment...',
          skeleton: (
            <>
              <Skeleton className="h-9 w-72" />
              <Skeleton className="h-56 rounded-xl" />
              <Skeleton className="h-40 rounded-xl" />
            </>
          ),
        }}
        notFound={{
          heading: 'Appointment not found',
          icon: ClipboardXIcon,
          title: 'This appointment does not exist',
          description:
            'It may belong to another account, or the link is wrong. Your appointments are all in My Appointments.',
          to: '/appointments',
          linkText: 'View all appointments',
        }}
        failed={{
          heading: 'Appointment',
          title: 'Failed to load the appointment',
          fallback: 'An error occurred while loading this appointment.',
        }}
      >
        {(data) => (user ? <AppointmentView appointment={data} role={user.role} /> : null)}
      </DetailQueryView>
    </div>
  );
}

function AppointmentView({ appointment, role }: { appointment: AppointmentDetail; role: Role }) {
  const isWasher = role === 'washer';
  return (
    <>
      <header className="mb-8 grid gap-2">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-3xl font-bold tracking-tight text-balance">{appointmentTitle(appointment.services)}</h1>
          <AppointmentStatusBadge status={appointment.status} />
        </div>
        <p className="text-muted-foreground">
          {formatAppointmentDay(appointment.date)}, {formatTimeRange(appointment.start, appointment.end)}
        </p>
        {!isWasher && appointment.status === 'completed' ? <BookAgain appointment={appointment} /> : null}
        <WhatsNext appointment={appointment} role={role} />
        <BookingActions appointment={appointment} isWasher={isWasher} />
      </header>
      <div className="grid grid-cols-1 gap-6">
        {appointment.cancellation ? (
          <div
            role="note"
            className="flex items-start gap-3 rounded-xl border border-destructive/30 bg-destructive/5 p-4 text-sm"
          >
            <BanIcon className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden />
            <p className="font-medium">
              {cancellationText({
                cancelledBy: appointment.cancellation.by,
                cancelReason: appointment.cancellation.reason,
                cancelledLate: appointment.cancellation.late,
              })}
            </p>
          </div>
        ) : null}
        {!isWasher && appointment.cancellation?.by === 'washer' ? (
          <WasherCancelledChoices appointment={appointment} />
        ) : null}
        <AttendanceCard appointment={appointment} isWasher={isWasher} />
        {appointment.status === 'scheduled' ? <JobDayCard appointment={appointment} isWasher={isWasher} /> : null}
        <ProofPhotosCard appointment={appointment} isWasher={isWasher} kind="walkaround" />
        <JobChecklistCard appointment={appointment} isWasher={isWasher} />
        <ProofPhotosCard appointment={appointment} isWasher={isWasher} kind="after" />
        <SectionCard id="appointment-details" title="Details" icon={<CalendarIcon />}>
          <dl className="grid grid-cols-1 gap-4 text-sm sm:grid-cols-2">
            <Detail icon={<UserIcon />} label={isWasher ? 'Customer' : 'Washer'}>
              {isWasher ? (
                appointment.ownerName
              ) : (
                <Link
                  to={`/providers/${appointment.washer.id}`}
                  className="font-medium text-primary underline-offset-4 hover:underline"
                >
                  {appointment.washer.name}
                </Link>
              )}
            </Detail>
            {isWasher && appointment.ownerPhone ? (
              <Detail icon={<PhoneIcon />} label={ownerPhoneLabel}>
                <a
                  href={`tel:${appointment.ownerPhone.replace(/[^\d+]/g, '')}`}
                  className="text-primary underline-offset-4 hover:underline"
                >
                  {appointment.ownerPhone}
                </a>
              </Detail>
            ) : null}
            <Detail icon={<CarIcon />} label={appointment.cars && appointment.cars.length > 1 ? 'Cars' : 'Vehicle'}>
              {appointment.cars && appointment.cars.length > 1 ? (
                <BookingCarsList cars={appointment.cars} />
              ) : (
                appointment.vehicle
              )}
            </Detail>
            <Detail icon={<MapPinIcon />} label="Address">
              {appointment.address}
            </Detail>
            <Detail icon={<StickyNoteIcon />} label={bookingPageTexts.notes}>
              {appointment.notes ? (
                <span dir="auto" className="whitespace-pre-line">
                  {appointment.notes}
                </span>
              ) : (
                <span className="font-normal text-muted-foreground">{bookingPageTexts.noNotes}</span>
              )}
            </Detail>
            <Detail icon={<CircleDollarSignIcon />} label="Price">
              {appointment.priceCents === null
                ? 'Not recorded'
                : formatCents(appointment.priceCents, { always2: true })}
              {appointment.priceCents === null ? null : <PayAtJobNote side={isWasher ? 'washer' : 'owner'} />}
            </Detail>
            {appointment.status === 'scheduled' ? (
              <Detail icon={<CalendarCheckIcon />} label="Cancellation">
                {bookingTermsOf(appointment)}
              </Detail>
            ) : null}
          </dl>
        </SectionCard>
        <PaymentCard appointmentId={appointment.id} jobStatus={appointment.status} role={role} />
        {appointment.seriesId ? (
          <SeriesCard seriesId={appointment.seriesId} appointmentId={appointment.id} role={role} />
        ) : null}
        <RescheduleCard appointment={appointment} role={role} />
        {isWasher ? <WasherSteps appointment={appointment} /> : <OwnerSteps appointment={appointment} />}
        <DisputeCard appointment={appointment} role={role} />
        {hasReceipt(appointment) ? <ReceiptCard appointmentId={appointment.id} /> : null}
      </div>
    </>
  );
}

/** Opens the request flow to the same washer with this job's services, place, vehicle and notes. */
function BookAgain({ appointment }: { appointment: AppointmentDetail }) {
  const path = bookAgainPath({
    washerId: appointment.washer.id,
    serviceIds: appointment.services,
    address: appointment.address,
    vehicleId: appointment.bookAgain?.vehicleId ?? undefined,
    notes: appointment.bookAgain?.notes,
  });
  return (
    <div className="mt-2 flex flex-wrap items-center gap-3">
      <Button asChild>
        <Link to={path} aria-describedby="appointment-book-again-hint">
          <RepeatIcon aria-hidden />
          {appointmentTexts.bookAgain}
        </Link>
      </Button>
      <p id="appointment-book-again-hint" className="text-sm text-muted-foreground">
        {appointmentTexts.bookAgainDescription}
      </p>
    </div>
  );
}

/** The one sentence of what the reader does or waits for next, read out when it changes live. */
function WhatsNext({ appointment, role }: { appointment: AppointmentDetail; role: Role }) {
  return (
    <section
      aria-labelledby="booking-whats-next"
      className="mt-2 flex items-start gap-3 rounded-xl border bg-muted/40 p-4 text-sm"
    >
      <SignpostIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
      <div className="grid gap-0.5">
        <h2 id="booking-whats-next" className="font-semibold">
          {bookingPageTexts.whatsNext}
        </h2>
        <p aria-live="polite">{bookingNextStep(appointment, role)}</p>
      </div>
    </section>
  );
}

function WasherSteps({ appointment }: { appointment: AppointmentDetail }) {
  // A scheduled job's steps, Mark Completed included, are in the day of the job's card.
  if (appointment.status !== 'completed') return null;
  return (
    <>
      <CompletedCard appointment={appointment}>
        {hasJobPhotos(appointment) ? (
          <p className="text-sm text-muted-foreground">
            {appointment.inPortfolio
              ? 'The customer lets you show these photos: they are in your portfolio.'
              : appointment.portfolioConsent
                ? 'The customer lets you show these photos, but your portfolio is full.'
                : 'These photos stay private unless the customer lets you show them in your portfolio.'}
          </p>
        ) : null}
      </CompletedCard>
      <SectionCard id="appointment-review" title="Customer's rating" icon={<StarIcon />}>
        {appointment.review ? (
          <ReviewView review={appointment.review} />
        ) : (
          <p className="text-sm text-muted-foreground">The customer has not rated this job yet.</p>
        )}
      </SectionCard>
    </>
  );
}

function OwnerSteps({ appointment }: { appointment: AppointmentDetail }) {
  if (appointment.status === 'scheduled') {
    return (
      <div className="grid gap-3">
        <p className="rounded-xl border border-dashed p-4 text-sm text-muted-foreground">
          {appointmentTexts.awaitingCompletion}
        </p>
        <NoShowReport
          appointmentId={appointment.id}
          startsAt={appointment.startsAt}
          washerName={appointment.washer.name}
        />
      </div>
    );
  }
  if (appointment.status !== 'completed') return null;
  return (
    <>
      <CompletedCard appointment={appointment}>
        {hasJobPhotos(appointment) ? (
          <PortfolioConsent appointmentId={appointment.id} consent={appointment.portfolioConsent} />
        ) : null}
      </CompletedCard>
      <SectionCard
        id="appointment-review"
        title={canReview(appointment) ? appointmentTexts.rateTitle : 'Your rating'}
        icon={<StarIcon />}
      >
        {appointment.review ? (
          <ReviewView review={appointment.review} />
        ) : (
          <RatingForm appointmentId={appointment.id} />
        )}
      </SectionCard>
    </>
  );
}

function CompletedCard({ appointment, children }: { appointment: AppointmentDetail; children: ReactNode }) {
  return (
    <SectionCard
      id="appointment-photos"
      title="Job photos"
      icon={<CameraIcon />}
      description={
        appointment.completedAt
          ? `Completed on ${format(parseISO(appointment.completedAt), dateFormats.withTime)}`
          : undefined
      }
    >
      <div className="grid gap-4">
        <JobPhotos photos={appointment.photos} />
        {children}
      </div>
    </SectionCard>
  );
}

function ReviewView({ review }: { review: NonNullable<AppointmentDetail['review']> }) {
  return (
    <div className="grid gap-2">
      <StarRating value={review.rating} />
      {review.comment ? (
        <p dir="auto" className="text-sm whitespace-pre-line">
          {review.comment}
        </p>
      ) : (
        <p className="text-sm text-muted-foreground">No written review.</p>
      )}
    </div>
  );
}

function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="relative min-w-0 pl-7">
      <dt className="text-muted-foreground">
        <span className="absolute top-0.5 left-0 [&_svg]:size-4" aria-hidden>
          {icon}
        </span>
        {label}
      </dt>
      <dd className="font-medium break-words">{children}</dd>
    </div>
  );
}
