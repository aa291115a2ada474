// The reviewers of demo-accounts.ts and the washers' past jobs they booked and rated, which give the
// washers of the demo set (demo-set.ts) their ratings, review counts and booked-out days.
import { findCatalogueService } from '@sudsy/domain/catalogue';
import { addDays, dateInTimeZone } from '@sudsy/domain/schedule-time-zone';
import { demoCities, demoCity, demoReviewers, type DemoCityId, type DemoVehicle } from './demo-accounts';
import { dayMs, fitJob, hourMs, pastTimes, type WasherOf } from './demo-jobs';
import { demoComment, demoRating } from './demo-reviews';
import type { Car, Customer, DemoWriter } from './demo-rows';
import { demoHash, demoPick } from './demo-washer-details';
import { demoWashers, type DemoWasher } from './demo-washers';

/** How many reviewed jobs a washer has: none for the newest businesses ('New Provider'), else two to six. */
export function reviewCountOf(washer: DemoWasher): number {
  return washer.experienceYears <= 3 ? 0 : 2 + (demoHash(washer.slug, 'reviews') % 5);
}

const carName = (car: DemoVehicle) => `${car.make} ${car.model}`;
const serviceName = (id: string) => (findCatalogueService(id)?.name ?? id).toLowerCase();

/** The reviewers with their cars, by the city they live in. */
function addReviewers(writer: DemoWriter): Map<DemoCityId, { customer: Customer; car: Car }[]> {
  const reviewersIn = new Map<DemoCityId, { customer: Customer; car: Car }[]>();
  for (const reviewer of demoReviewers) {
    const joinedAt = writer.ago((300 + (demoHash(reviewer.slug, 'joined') % 200)) * dayMs);
    const customer = writer.addCustomer(reviewer.name, reviewer.slug, reviewer.address, joinedAt);
    const car = writer.addCar(customer.id, reviewer.vehicle, joinedAt);
    reviewersIn.set(reviewer.city, [...(reviewersIn.get(reviewer.city) ?? []), { customer, car }]);
  }
  return reviewersIn;
}

/**
 * Each washer's reviewed jobs, booked by the reviewers of their city in turn, spread over the past
 * months: a main service, now and then with an add-on, completed and rated.
 */
export function addReviewedJobs(writer: DemoWriter, washerOf: WasherOf): void {
  const { rows } = writer;
  // A review is never dated after the start that writes it.
  const atMost = (instant: Date, latest: Date) => (instant.getTime() < latest.getTime() ? instant : latest);
  const reviewersIn = addReviewers(writer);
  for (const city of demoCities) {
    const locals = reviewersIn.get(city.id) ?? [];
    demoWashers
      .filter((washer) => washer.city === city.id)
      .forEach((washer, index) => {
        const placedWasher = washerOf(washer.slug);
        const today = dateInTimeZone(writer.now, placedWasher.timeZone);
        const mains = placedWasher.offerings.filter(
          (offering) => findCatalogueService(offering.serviceId)?.type !== 'addon',
        );
        const extras = placedWasher.offerings.filter(
          (offering) => findCatalogueService(offering.serviceId)?.type === 'addon',
        );
        const comments = new Set<string>();
        for (let nth = 0; nth < reviewCountOf(washer); nth += 1) {
          const local = locals[(index + nth) % locals.length];
          if (!local) continue;
          const main = demoPick(mains, washer.slug, nth, 'service');
          const extra =
            extras.length > 0 && demoHash(washer.slug, nth, 'extra') % 3 === 0
              ? demoPick(extras, washer.slug, nth, 'extra')
              : undefined;
          const serviceIds = extra ? [main.serviceId, extra.serviceId] : [main.serviceId];
          const daysBack = 5 + nth * 38 + (demoHash(washer.slug, nth, 'when') % 30);
          const job = fitJob(placedWasher, addDays(today, -daysBack), -1, serviceIds, demoHash(washer.slug, nth));
          if (!job) continue;
          const { requestedAt, bookedAt } = pastTimes(placedWasher, job, `${washer.slug}-${nth}`);
          const { appointmentId, endsAt } = writer.addBooking({
            washer: placedWasher,
            customer: local.customer,
            car: local.car,
            job,
            notes: '',
            washerNotes: null,
            requestedAt,
            bookedAt,
            status: 'completed',
          });
          const rating = demoRating(washer.slug, nth, washer.experienceYears);
          rows.reviews.push({
            appointmentId,
            washerId: placedWasher.id,
            ownerId: local.customer.id,
            rating,
            comment: demoComment(
              rating,
              washer.slug,
              nth,
              { service: serviceName(main.serviceId), car: carName(local.car.vehicle), city: demoCity(city.id).name },
              comments,
            ),
            createdAt: atMost(
              new Date(endsAt.getTime() + (2 + (demoHash(washer.slug, nth, 'rated') % 40)) * hourMs),
              writer.ago(hourMs),
            ),
          });
        }
      });
  }
}
