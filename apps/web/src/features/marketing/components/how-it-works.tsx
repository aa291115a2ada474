import { CircleCheckBig, ClipboardList, MessagesSquare, Sparkles, type LucideIcon } from 'lucide-react';
import { SectionHeading } from './section-heading';

type Step = { title: string; text: string; icon: LucideIcon };

const steps: Step[] = [
  {
    title: 'Request',
    text: 'Describe your car, where it is parked, when suits you and the services you want.',
    icon: ClipboardList,
  },
  {
    title: 'Receive Bids',
    text: 'Washers near you reply with a price, how long the job takes and any notes.',
    icon: MessagesSquare,
  },
  {
    title: 'Choose',
    text: 'Compare quotes by price, rating and availability, then book the one that fits.',
    icon: CircleCheckBig,
  },
  {
    title: 'Get Serviced',
    text: 'Your washer arrives at the agreed time and place and leaves your car gleaming.',
    icon: Sparkles,
  },
];

export function HowItWorks() {
  return (
    <section aria-labelledby="how-it-works-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 md:py-24 lg:px-8">
      <SectionHeading
        id="how-it-works-title"
        eyebrow="Four simple steps"
        title="How It Works"
        description="No phone tag and no guessing at prices: one request reaches the washers who serve your area."
      />
      <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {steps.map((step, index) => (
          <li key={step.title} className="relative rounded-xl border bg-card p-6 text-card-foreground shadow-sm">
            <div className="flex items-center justify-between">
              <span className="flex size-11 items-center justify-center rounded-lg bg-primary/10 text-primary">
                <step.icon aria-hidden="true" className="size-5" />
              </span>
              {/* The list already numbers the steps for assistive technology. */}
              <span aria-hidden="true" className="text-2xl font-semibold text-muted-foreground tabular-nums">
                {String(index + 1).padStart(2, '0')}
              </span>
            </div>
            <h3 className="mt-5 text-lg font-semibold">{step.title}</h3>
            <p className="mt-2 text-sm text-muted-foreground">{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
