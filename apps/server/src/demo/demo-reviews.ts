// What the demo reviewers say: mostly four and five stars, now and then a three, in short comments
// that name the job and the car where a real customer would.
import { demoHash } from './demo-washer-details';

type Said = (job: { service: string; car: string; city: string }) => string;

const fiveStars: readonly Said[] = [
  ({ car }) => `Showed up right on time and my ${car} looks better than the day I bought it.`,
  ({ service }) => `Incredible attention to detail. The ${service} was worth every penny.`,
  () => 'Friendly, professional and fast. Already booked the next one.',
  () => 'Got out coffee stains I thought were permanent. Highly recommend!',
  () => 'Did the whole job in my office parking lot while I worked. So convenient.',
  ({ service, city }) => `Best ${service} I have had in ${city}, and I have tried a few.`,
  () => 'Careful with the paint and explained everything they did. Five stars.',
  () => 'My kids and the dog had wrecked the back seat; you would never know now.',
  ({ car }) => `Great communication from booking to finish, and the ${car} is spotless.`,
  () => 'Brought their own water and power, left no mess behind. Perfect.',
  ({ car }) => `Wheels, door jambs, even the vents on my ${car}: nothing was missed.`,
  () => '',
];

const fourStars: readonly Said[] = [
  ({ service }) => `Very good ${service}. Arrived about 20 minutes late but texted ahead.`,
  () => 'Car looks great. A few water spots on the back window, otherwise excellent.',
  () => 'Solid job for the price; I would book again.',
  () => 'Interior came out really clean. Took a bit longer than quoted.',
  ({ car }) => `Good work and friendly. Missed a spot on the rear bumper of my ${car} but fixed it straight away.`,
  () => 'Happy with the result, the wheels especially.',
  () => '',
];

const threeStars: readonly Said[] = [
  () => 'Decent wash, but the door jambs were still dirty.',
  () => 'Okay overall. Had to move the time once and the interior could have been more thorough.',
  ({ service }) => `The outside looked good; the ${service} felt rushed for the price.`,
  () => 'Fine for a quick clean, not quite the detail I expected.',
];

/** Stars for a washer's j-th review: about six in ten are five, three in ten four, one in ten three. */
export function demoRating(slug: string, index: number, experienceYears: number): 3 | 4 | 5 {
  const roll = demoHash(slug, index, 'stars') % 20;
  // Long-standing businesses slip less often.
  const threshold = experienceYears >= 10 ? 14 : 12;
  if (roll < threshold) return 5;
  return roll < 19 ? 4 : 3;
}

/**
 * A comment for the rating, none used twice for one washer (`used` holds the ones it already has).
 * Service names come in lower case, as they would in a sentence.
 */
export function demoComment(
  rating: 3 | 4 | 5,
  slug: string,
  index: number,
  job: { service: string; car: string; city: string },
  used: Set<string>,
): string {
  const pool = rating === 5 ? fiveStars : rating === 4 ? fourStars : threeStars;
  const start = demoHash(slug, index, 'comment');
  for (let offset = 0; offset < pool.length; offset += 1) {
    const say = pool[(start + offset) % pool.length] as Said;
    const comment = say(job);
    if (comment === '' || !used.has(comment)) {
      used.add(comment);
      return comment;
    }
  }
  return '';
}
