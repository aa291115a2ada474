import { Link } from 'react-router';
import { CarIcon, ChevronRightIcon, FilePlus2Icon, MessageSquareIcon, type LucideIcon } from 'lucide-react';
import { Card, CardContent, CardHeader } from '@/components/ui/card';

const actions: { title: string; description: string; to: string; icon: LucideIcon }[] = [
  {
    title: 'Get Quotes',
    description: 'Ask nearby washers for a price',
    to: '/customer/requests/new',
    icon: FilePlus2Icon,
  },
  { title: 'Manage Vehicles', description: 'Add or update your cars', to: '/customer/vehicles', icon: CarIcon },
  { title: 'Messages', description: 'Talk with your washers', to: '/messages', icon: MessageSquareIcon },
];

/** Seed 000 §2: the dashboard's Quick Actions card. */
export function QuickActions() {
  return (
    <Card className="gap-4" role="region" aria-labelledby="quick-actions-title">
      <CardHeader>
        <h2 id="quick-actions-title" className="leading-none font-semibold">
          Quick Actions
        </h2>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-2">
          {actions.map(({ title, description, to, icon: Icon }) => (
            <li key={to}>
              <Link
                to={to}
                className="group flex items-center gap-3 rounded-lg border p-3 transition-colors outline-none hover:bg-accent/60 focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50"
              >
                <span className="flex size-9 shrink-0 items-center justify-center rounded-md bg-primary/10 text-primary">
                  <Icon className="size-4.5" aria-hidden />
                </span>
                <span className="grid flex-1 gap-0.5">
                  <span className="text-sm font-medium">{title}</span>
                  <span className="text-xs text-muted-foreground">{description}</span>
                </span>
                <ChevronRightIcon
                  className="size-4 text-muted-foreground transition-transform group-hover:translate-x-0.5"
                  aria-hidden
                />
              </Link>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
