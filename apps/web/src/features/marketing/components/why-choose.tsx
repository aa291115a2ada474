import { CalendarClock, Camera, LockKeyhole, MapPin, Scale, ShieldCheck, type LucideIcon } from 'lucide-react';
import { SectionHeading } from './section-heading';

type Benefit = { title: string; text: string; icon: LucideIcon };

const benefits: Benefit[] = [
  {
    title: 'Vetted providers',
    text: 'Every washer keeps a business profile with their services, experience, certifications and insurance details, plus ratings from customers they served.',
    icon: ShieldCheck,
  },
  {
    title: 'Location flexibility',
    text: 'Home driveway, office parking lot or the curb outside: washers travel to wherever your car is parked.',
    icon: MapPin,
  },
  {
    title: 'Scheduling freedom',
    text: 'Pick the day and a half-hour slot between 8 AM and 8 PM that suits you, weekends included.',
    icon: CalendarClock,
  },
  {
    title: 'Before/after photos',
    text: 'Browse each washer\u2019s before-and-after portfolio, so you know the standard of work before you book.',
    icon: Camera,
  },
  {
    title: 'Secure payments',
    text: 'Nothing is charged upfront. You pay the price you accepted, and only once the job is done.',
    icon: LockKeyhole,
  },
  {
    title: 'Transparent, competitive quotes',
    text: 'Washers compete for your job with a clear amount, duration and notes, so you compare like for like.',
    icon: Scale,
  },
];

export function WhyChoose() {
  return (
    <section aria-labelledby="why-choose-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 md:py-24 lg:px-8">
      <SectionHeading
        id="why-choose-title"
        eyebrow="Benefits"
        title="Why Choose Sudsy"
        description="A marketplace built around your time, your place and a fair price."
      />
      <ul className="mt-12 grid gap-x-8 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
        {benefits.map((benefit) => (
          <li key={benefit.title} className="flex gap-4">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground shadow-sm">
              <benefit.icon aria-hidden="true" className="size-5" />
            </span>
            <div>
              <h3 className="font-semibold">{benefit.title}</h3>
              <p className="mt-1.5 text-sm text-muted-foreground">{benefit.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
