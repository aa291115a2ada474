import { Link } from 'react-router';
import { CalendarDaysIcon, ChevronRightIcon, GavelIcon, StoreIcon, type LucideIcon } from 'lucide-react';

const actions: { title: string; description: string; to: string; icon: LucideIcon }[] = [
  {
    title: 'Profile Setup',
    description: 'Services, prices, service area and portfolio',
    to: '/provider/profile',
    icon: StoreIcon,
  },
  {
    title: 'Schedule',
    description: 'Working hours, time off and appointments',
    to: '/provider/schedule',
    icon: CalendarDaysIcon,
  },
  {
    title: 'My Bids',
    description: 'Quote requests near you and the quotes you sent',
    to: '/provider/bids',
    icon: GavelIcon,
  },
];

/** Seed 001 §2: the dashboard's quick actions to the setup and the schedule (and the bids). */
export function QuickActions() {
  return (
    <section aria-labelledby="quick-actions-title" className="grid gap-3">
      <h2 id="quick-actions-title" className="text-lg font-semibold">
        Quick Actions
      </h2>
      <ul className="grid grid-cols-1 gap-3 md:grid-cols-3">
        {actions.map(({ title, description, to, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="group flex h-full items-center gap-4 rounded-xl border bg-card p-4 shadow-sm transition-colors outline-none hover:bg-accent/60 focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
                <Icon className="size-5" aria-hidden />
              </span>
              <span className="grid flex-1 gap-0.5">
                <span className="font-medium">{title}</span>
                <span className="text-sm text-muted-foreground">{description}</span>
              </span>
              <ChevronRightIcon
                className="size-4 text-muted-foreground transition-transform group-hover:translate-x-0.5"
                aria-hidden
              />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
