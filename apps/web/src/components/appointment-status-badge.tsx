import { appointmentStatusBadge, type StatusBadge } from '@sudsy/domain/schedule-rules';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

const toneClasses: Record<StatusBadge['tone'], string> = {
  blue: 'bg-blue-100 text-blue-800 dark:bg-blue-400/15 dark:text-blue-200',
  green: 'bg-green-100 text-green-800 dark:bg-green-400/15 dark:text-green-200',
  red: 'bg-red-100 text-red-800 dark:bg-red-400/15 dark:text-red-200',
  neutral: 'bg-muted text-muted-foreground',
};

/** A badge of the domain's label and tone. */
export function StatusBadgeView({ badge }: { badge: StatusBadge }) {
  return (
    <Badge variant="outline" data-tone={badge.tone} className={cn('border-transparent', toneClasses[badge.tone])}>
      {badge.label}
    </Badge>
  );
}

/** Scheduled blue, completed green, cancelled red, anything else 'Unknown'. */
export function AppointmentStatusBadge({ status }: { status: string }) {
  return <StatusBadgeView badge={appointmentStatusBadge(status)} />;
}
