import type { LucideIcon } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

type StatCardProps = { label: string; value: number | string | null; hint: string; icon: LucideIcon };

/** One figure of the dashboard; a placeholder block while it loads, never a made-up number. */
export function StatCard({ label, value, hint, icon: Icon }: StatCardProps) {
  return (
    <Card className="gap-0 py-5">
      <CardContent className="flex items-start justify-between gap-4">
        {/* A term and its figure: set large, the figure is still no heading of the page. */}
        <dl className="grid gap-1">
          <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
          <dd className="text-3xl font-bold tracking-tight tabular-nums">
            {value === null ? <Skeleton className="h-8 w-16" /> : value}
          </dd>
          <dd className="text-xs text-muted-foreground">{hint}</dd>
        </dl>
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
          <Icon className="size-5" aria-hidden />
        </span>
      </CardContent>
    </Card>
  );
}
