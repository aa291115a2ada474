import { CircleCheckBig, ClipboardList, MessagesSquare, Sparkles, type LucideIcon } from 'lucide-react';
import { cn } from '@/lib/utils';

type Step = { title: string; text: string; icon: LucideIcon };

// The four steps of How It Works, told the same way on the landing page and the owner's dashboard.
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

type HowItWorksStepsProps = {
  /** The steps' heading level: one below the heading of the section they sit in. */
  headingLevel: 'h3' | 'h4';
  className?: string;
};

export function HowItWorksSteps({ headingLevel: Heading, className }: HowItWorksStepsProps) {
  return (
    <ol className={cn('grid gap-6 sm:grid-cols-2 lg:grid-cols-4', className)}>
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
          <Heading className="mt-5 text-lg font-semibold">{step.title}</Heading>
          <p className="mt-2 text-sm text-muted-foreground">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
