import { CheckIcon } from 'lucide-react';
import { cn } from '@/lib/utils';
import type { WizardStep } from '../lib/use-washer-search-wizard';

const steps = [
  { number: 1, label: 'Service Details' },
  { number: 2, label: 'Choose Providers' },
  { number: 3, label: 'Requests Sent' },
] as const;

/** Where the owner is in the wizard; the current step is announced as such (aria-current="step"). */
export function StepIndicator({ current }: { current: WizardStep }) {
  return (
    <nav aria-label="Progress">
      <ol className="flex items-center gap-2 sm:gap-4">
        {steps.map((step, index) => {
          const done = step.number < current;
          const active = step.number === current;
          return (
            <li
              key={step.number}
              aria-current={active ? 'step' : undefined}
              className="flex flex-1 items-center gap-2 last:flex-none sm:gap-4"
            >
              <span className="flex shrink-0 items-center gap-2">
                <span
                  className={cn(
                    'flex size-8 shrink-0 items-center justify-center rounded-full border text-sm font-semibold transition-colors',
                    active && 'border-primary bg-primary text-primary-foreground',
                    done && 'border-primary bg-primary/10 text-primary',
                    !active && !done && 'text-muted-foreground',
                  )}
                >
                  {done ? <CheckIcon className="size-4" aria-hidden /> : step.number}
                </span>
                <span
                  className={cn(
                    'text-sm font-medium whitespace-nowrap',
                    !active && 'text-muted-foreground max-sm:sr-only',
                  )}
                >
                  {done ? <span className="sr-only">Completed: </span> : null}
                  {step.label}
                </span>
              </span>
              {index < steps.length - 1 ? (
                <span aria-hidden className={cn('h-px min-w-4 flex-1 bg-border', done && 'bg-primary')} />
              ) : null}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
