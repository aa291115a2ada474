import { useState } from 'react';
import { dateInTimeZone } from '@sudsy/domain/schedule-time-zone';
import { useAppointments } from '../api/get-appointments';
import { useBlocks } from '../api/get-blocks';
import { useWorkingHours } from '../api/get-working-hours';
import { browserTimeZone } from '@/lib/browser-time-zone';
import { AppointmentsCard } from '../components/appointments-card';
import { BlockTimeOffDialog } from '../components/block-time-off-dialog';
import { CalendarCard } from '../components/calendar-card';
import { CalendarFeedCard } from '../components/calendar-feed-card';
import { WorkingHoursCard } from '../components/working-hours-card';

/** /provider/schedule: working hours, time off, the calendar, appointments and the calendar feed. */
export function SchedulePage() {
  const workingHours = useWorkingHours();
  const appointments = useAppointments();
  const blocks = useBlocks();
  const [selectedDate, setSelectedDate] = useState<string | undefined>();
  const [blocking, setBlocking] = useState(false);
  // 'Today' is the washer's: the server's answer says which, or their saved zone, or the browser's.
  const timeZone = appointments.data?.timeZone ?? workingHours.data?.timeZone ?? browserTimeZone() ?? 'UTC';
  const today = appointments.data?.today ?? dateInTimeZone(new Date(), timeZone);

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:py-10">
      <title>Schedule | Sudsy</title>
      <header className="mb-8">
        <h1 className="text-3xl font-bold tracking-tight">Schedule</h1>
        <p className="mt-2 text-muted-foreground">Manage your appointments and availability</p>
      </header>
      <div className="grid grid-cols-1 gap-6">
        <WorkingHoursCard workingHours={workingHours} />
        <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
          <CalendarCard
            appointments={appointments}
            blocks={blocks}
            selectedDate={selectedDate}
            onSelectDate={setSelectedDate}
            onBlockTimeOff={() => setBlocking(true)}
          />
          <div className="grid grid-cols-1 gap-6">
            <AppointmentsCard appointments={appointments} />
            <CalendarFeedCard />
          </div>
        </div>
      </div>
      <BlockTimeOffDialog open={blocking} onOpenChange={setBlocking} today={today} initialDate={selectedDate} />
    </div>
  );
}
