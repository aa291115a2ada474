import { useId } from 'react';
import { Link } from 'react-router';
import { ChevronRightIcon, type LucideIcon } from 'lucide-react';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { cn } from '@/lib/utils';

export type QuickAction = { title: string; description: string; to: string; icon: LucideIcon };

type QuickActionsProps = {
  actions: readonly QuickAction[];
  /** 'card': a narrow list inside a card (a side column); 'tiles': a row of cards across the page. */
  layout: 'card' | 'tiles';
};

/** A dashboard's Quick Actions: a named region of links, each with an icon and what it leads to. */
export function QuickActions({ actions, layout }: QuickActionsProps) {
  const titleId = useId();
  const tiles = layout === 'tiles';
  const list = (
    <ul className={cn('grid', tiles ? 'grid-cols-1 gap-3 md:grid-cols-3' : 'gap-2')}>
      {actions.map(({ title, description, to, icon: Icon }) => (
        <li key={to}>
          <Link
            to={to}
            className={cn(
              'group flex items-center rounded-lg border transition-colors outline-none hover:bg-accent/60 focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50',
              tiles ? 'h-full gap-4 rounded-xl bg-card p-4 shadow-sm' : 'gap-3 p-3',
            )}
          >
            <span
              className={cn(
                'flex shrink-0 items-center justify-center bg-primary/10 text-primary',
                tiles ? 'size-10 rounded-lg' : 'size-9 rounded-md',
              )}
            >
              <Icon className={tiles ? 'size-5' : 'size-4.5'} aria-hidden />
            </span>
            <span className="grid flex-1 gap-0.5">
              <span className={cn('font-medium', !tiles && 'text-sm')}>{title}</span>
              <span className={cn('text-muted-foreground', tiles ? 'text-sm' : 'text-xs')}>{description}</span>
            </span>
            <ChevronRightIcon
              className="size-4 text-muted-foreground transition-transform group-hover:translate-x-0.5"
              aria-hidden
            />
          </Link>
        </li>
      ))}
    </ul>
  );

  if (tiles) {
    return (
      <section aria-labelledby={titleId} className="grid gap-3">
        <h2 id={titleId} className="text-lg font-semibold">
          Quick Actions
        </h2>
        {list}
      </section>
    );
  }
  return (
    <Card className="gap-4" role="region" aria-labelledby={titleId}>
      <CardHeader>
        <h2 id={titleId} className="leading-none font-semibold">
          Quick Actions
        </h2>
      </CardHeader>
      <CardContent>{list}</CardContent>
    </Card>
  );
}
