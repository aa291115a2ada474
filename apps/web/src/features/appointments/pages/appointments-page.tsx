import { Link } from 'react-router';
import { CalendarCheckIcon } from 'lucide-react';
import {
  appointmentTabs,
  appointmentTexts,
  emptyAppointmentTabText,
  sortForTab,
  type AppointmentListItem,
} from '@sudsy/domain/appointment';
import type { Role } from '@sudsy/domain/roles';
import type { AppointmentStatus } from '@sudsy/domain/schedule-rules';
import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/load-failed';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useSession } from '@/lib/session';
import { serverMessage } from '@/lib/error-message';
import { useAppointments } from '../api/get-appointments';
import { AppointmentListCard } from '../components/appointment-list-card';

/** /appointments: every booked job of the signed-in owner or washer, by status. */
export function AppointmentsPage() {
  const appointments = useAppointments();
  const { user } = useSession();
  const role: Role = user?.role ?? 'owner';

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 lg:py-10">
      <title>My Appointments | Sudsy</title>
      <header className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{appointmentTexts.listTitle}</h1>
          <p className="mt-2 text-muted-foreground">
            {role === 'washer' ? appointmentTexts.washerListDescription : appointmentTexts.listDescription}
          </p>
        </div>
        <Button asChild variant="outline">
          <Link to={role === 'washer' ? '/provider/schedule' : '/customer/requests'}>
            {role === 'washer' ? 'Schedule' : 'My Quote Requests'}
          </Link>
        </Button>
      </header>
      {appointments.isPending ? (
        <div role="status" className="grid gap-3">
          <span className="sr-only">Loading appointments...</span>
          <Skeleton className="h-9 w-80" />
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} className="h-24 rounded-xl" />
          ))}
        </div>
      ) : appointments.isError ? (
        <LoadFailed
          title="Failed to load appointments"
          description={serverMessage(appointments.error) ?? 'An error occurred while loading your appointments.'}
          onRetry={() => void appointments.refetch()}
          retrying={appointments.isRefetching}
        />
      ) : (
        <Tabs defaultValue="scheduled">
          <TabsList className="w-full sm:w-fit">
            {appointmentTabs.map((tab) => (
              <TabsTrigger key={tab.id} value={tab.id}>
                {tab.label} ({appointments.data.filter((item) => item.status === tab.id).length})
              </TabsTrigger>
            ))}
          </TabsList>
          {appointmentTabs.map((tab) => (
            <TabsContent key={tab.id} value={tab.id} className="mt-4">
              <TabList status={tab.id} role={role} items={sortForTab(tab.id, appointments.data)} />
            </TabsContent>
          ))}
        </Tabs>
      )}
    </div>
  );
}

function TabList({ status, role, items }: { status: AppointmentStatus; role: Role; items: AppointmentListItem[] }) {
  if (items.length === 0) {
    return (
      <EmptyState
        icon={CalendarCheckIcon}
        title={emptyAppointmentTabText(status)}
        description={
          status === 'scheduled'
            ? role === 'washer'
              ? 'Jobs appear here when customers accept your quotes.'
              : 'Accept a washer’s quote on one of your requests to book a wash.'
            : undefined
        }
      />
    );
  }
  return (
    <ul className="grid gap-3">
      {items.map((appointment) => (
        <li key={appointment.id}>
          <AppointmentListCard appointment={appointment} role={role} />
        </li>
      ))}
    </ul>
  );
}
