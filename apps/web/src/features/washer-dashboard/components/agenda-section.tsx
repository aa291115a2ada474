import { CalendarClockIcon, InboxIcon } from 'lucide-react';
import { agendaTexts } from '@sudsy/domain/washer-agenda';
import { LoadFailed } from '@/components/load-failed';
import { Skeleton } from '@/components/ui/skeleton';
import { useWasherAgenda } from '../api/get-washer-agenda';
import { NextJobCard } from './next-job-card';
import { WaitingCard } from './waiting-card';

/** What the dashboard leads with: the next job beside what waits for the washer's answer. */
export function AgendaSection() {
  const agenda = useWasherAgenda();
  if (agenda.isError) {
    return (
      <LoadFailed
        title="Could not load your next job"
        description="Check your connection and try again."
        onRetry={() => void agenda.refetch()}
        retrying={agenda.isRefetching}
      />
    );
  }
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2" aria-busy={agenda.isPending}>
      <Part id="next-job-title" title={agendaTexts.nextJobTitle} icon={<CalendarClockIcon />}>
        {agenda.data ? (
          <NextJobCard job={agenda.data.nextJob} today={agenda.data.today} />
        ) : (
          <Skeleton className="h-48 rounded-xl" />
        )}
      </Part>
      <Part id="waiting-title" title={agendaTexts.waitingTitle} icon={<InboxIcon />}>
        {agenda.data ? <WaitingCard agenda={agenda.data} /> : <Skeleton className="h-48 rounded-xl" />}
      </Part>
    </div>
  );
}

function Part({
  id,
  title,
  icon,
  children,
}: {
  id: string;
  title: string;
  icon: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="grid grid-rows-[auto_1fr] gap-3">
      <h2 id={id} className="flex items-center gap-2 text-lg font-semibold">
        <span className="text-primary [&_svg]:size-5" aria-hidden>
          {icon}
        </span>
        {title}
      </h2>
      {children}
    </section>
  );
}
