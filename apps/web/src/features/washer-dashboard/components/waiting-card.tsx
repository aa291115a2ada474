import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CalendarSyncIcon, CheckCircle2Icon, InboxIcon, RepeatIcon } from 'lucide-react';
import { agendaTexts, type WasherAgenda } from '@sudsy/domain/washer-agenda';
import { Button } from '@/components/ui/button';

/** What waits for the washer's answer: requests to quote, repeat series to review, new times proposed. */
export function WaitingCard({ agenda }: { agenda: WasherAgenda }) {
  const nothing = agenda.requests === 0 && agenda.seriesTotal === 0 && agenda.reschedulesTotal === 0;
  if (nothing) {
    return (
      <p className="flex h-full items-center gap-2 rounded-xl border border-dashed p-5 text-sm text-muted-foreground">
        <CheckCircle2Icon className="size-5 shrink-0 text-primary" aria-hidden />
        {agendaTexts.nothingWaiting}
      </p>
    );
  }
  return (
    <ul className="grid gap-2" aria-label={agendaTexts.waitingTitle}>
      {agenda.requests > 0 ? (
        <Item icon={<InboxIcon />} text={agendaTexts.requests(agenda.requests)} to="/provider/bids">
          {agendaTexts.answerRequests}
        </Item>
      ) : null}
      {agenda.reschedules.map((item) => (
        <Item
          key={`reschedule-${item.appointmentId}`}
          icon={<CalendarSyncIcon />}
          text={agendaTexts.reschedule(item)}
          to={`/appointments/${item.appointmentId}`}
        >
          {agendaTexts.answerReschedule}
        </Item>
      ))}
      {agenda.series.map((item) => (
        <Item
          key={`series-${item.seriesId}`}
          icon={<RepeatIcon />}
          text={agendaTexts.series(item)}
          to={`/appointments/${item.appointmentId}`}
        >
          {agendaTexts.reviewSeries}
        </Item>
      ))}
      <More count={agenda.reschedulesTotal - agenda.reschedules.length + agenda.seriesTotal - agenda.series.length} />
    </ul>
  );
}

function Item({ icon, text, to, children }: { icon: ReactNode; text: string; to: string; children: string }) {
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border bg-card p-3 shadow-xs">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary [&_svg]:size-4">
        <span aria-hidden>{icon}</span>
      </span>
      <p className="min-w-0 flex-1 text-sm">{text}</p>
      <Button asChild size="sm" variant="outline" className="ml-auto">
        {/* The link's name starts with its visible words, and says what it answers. */}
        <Link to={to} aria-label={`${children}: ${text}`}>
          {children}
        </Link>
      </Button>
    </li>
  );
}

function More({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <li className="px-3 text-sm text-muted-foreground">
      <Link to="/appointments" className="underline-offset-4 hover:underline">
        {agendaTexts.more(count)}
      </Link>
    </li>
  );
}
