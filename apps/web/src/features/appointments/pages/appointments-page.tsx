import { Link } from 'react-router';
import { CalendarCheckIcon } from 'lucide-react';
import {
  appointmentTabs,
  appointmentTexts,
  emptyAppointmentTabText,
  type AppointmentListItem,
} from '@sudsy/domain/appointment';
import type { Role } from '@sudsy/domain/roles';
import { appointmentStatuses, type AppointmentStatus } from '@sudsy/domain/schedule-rules';
import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/load-failed';
import { LoadMoreButton } from '@/components/load-more-button';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useSession } from '@/lib/session';
import { serverMessage } from '@/lib/error-message';
import { useTabParam } from '@/lib/use-tab-param';
import { useAppointments } from '../api/get-appointments';
import { AppointmentListCard } from '../components/appointment-list-card';

const isStatus = (value: unknown): value is AppointmentStatus => appointmentStatuses.some((status) => status === value);

/** /appointments: the booked jobs of the signed-in owner or washer, a tab per status (in the address), a page at a time. */
export function AppointmentsPage() {
  const [tab, selectTab] = useTabParam(isStatus, 'scheduled');
  const list = useAppointments(tab);
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
      {list.isPending ? (
        <ListSkeleton withTabs />
      ) : list.isError ? (
        <LoadFailed
          title="Failed to load appointments"
          description={serverMessage(list.error) ?? 'An error occurred while loading your appointments.'}
          onRetry={() => void list.refetch()}
          retrying={list.isRefetching}
        />
      ) : (
        <Tabs value={tab} onValueChange={selectTab}>
          <TabsList className="w-full sm:w-fit">
            {appointmentTabs.map((entry) => (
              <TabsTrigger key={entry.id} value={entry.id}>
                {entry.label} ({list.data.pages[0]?.counts[entry.id] ?? 0})
              </TabsTrigger>
            ))}
          </TabsList>
          {appointmentTabs.map((entry) => (
            <TabsContent key={entry.id} value={entry.id} className="mt-4">
              {entry.id !== tab ? null : list.isPlaceholderData ? (
                <ListSkeleton />
              ) : (
                <>
                  <TabList status={entry.id} role={role} items={list.data.pages.flatMap((page) => page.appointments)} />
                  {list.hasNextPage ? (
                    <LoadMoreButton
                      label={appointmentTexts.more}
                      onLoad={() => void list.fetchNextPage()}
                      loading={list.isFetchingNextPage}
                      className="mt-4"
                    />
                  ) : null}
                </>
              )}
            </TabsContent>
          ))}
        </Tabs>
      )}
    </div>
  );
}

function ListSkeleton({ withTabs = false }: { withTabs?: boolean }) {
  return (
    <div role="status" className="grid gap-3">
      <span className="sr-only">Loading appointments...</span>
      {withTabs ? <Skeleton className="h-9 w-80" /> : null}
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} className="h-24 rounded-xl" />
      ))}
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
