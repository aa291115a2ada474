import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  CalendarCheckIcon,
  CarIcon,
  ChevronRightIcon,
  FilePlus2Icon,
  MessageSquareIcon,
  SparklesIcon,
} from 'lucide-react';
import { featuredServices } from '@sudsy/domain/catalogue';
import { firstNameOf } from '@sudsy/domain/greeting';
import { useGreeting } from '@/lib/welcome';
import { HowItWorksSteps } from '@/components/how-it-works-steps';
import { LoadFailed } from '@/components/load-failed';
import { QuickActions, type QuickAction } from '@/components/quick-actions';
import { ServiceCard } from '@/components/service-card';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useSession } from '@/lib/session';
import { serverMessage } from '@/lib/error-message';
import { useOwnerDashboard } from '../api/get-owner-dashboard';
import { FavouriteWashersCard } from '../components/favourite-washers-card';
import { RecentRequestsCard } from '../components/recent-requests-card';
import { StatCard } from '@/components/stat-card';
import { TopWashers } from '../components/top-washers';
import { UpcomingAppointments } from '../components/upcoming-appointments';
import { VehiclesTab } from '../components/vehicles-tab';

const quickActions: QuickAction[] = [
  {
    title: 'Get Quotes',
    description: 'Ask nearby washers for a price',
    to: '/customer/requests/new',
    icon: FilePlus2Icon,
  },
  { title: 'Manage Vehicles', description: 'Add or update your cars', to: '/customer/vehicles', icon: CarIcon },
  { title: 'Messages', description: 'Talk with your washers', to: '/messages', icon: MessageSquareIcon },
];

/** /customer/dashboard: welcome, quick actions, recent requests, and the Overview, Upcoming and My Vehicles tabs. */
export function OwnerDashboardPage() {
  const { user } = useSession();
  const greeting = useGreeting(firstNameOf(user?.name ?? '') ?? 'Car Owner');
  const dashboard = useOwnerDashboard();
  const figures = dashboard.data;
  const loadFailed = dashboard.isError ? (
    <LoadFailed
      title="Failed to load your dashboard"
      description={serverMessage(dashboard.error) ?? 'Check your connection and try again.'}
      onRetry={() => void dashboard.refetch()}
      retrying={dashboard.isRefetching}
    />
  ) : null;

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:py-10">
      <title>Dashboard | Sudsy</title>
      <header className="mb-8">
        <h1 className="text-3xl font-bold tracking-tight">Dashboard</h1>
        <p className="mt-2 text-muted-foreground">{greeting} Your washes, requests and vehicles in one place.</p>
      </header>

      <div className="grid gap-6 md:grid-cols-2">
        <QuickActions actions={quickActions} layout="card" />
        {loadFailed ?? <RecentRequestsCard requests={figures?.recentRequests ?? null} />}
      </div>

      <Tabs defaultValue="overview" className="mt-8 gap-6">
        <TabsList>
          <TabsTrigger value="overview" className="px-3">
            Overview
          </TabsTrigger>
          <TabsTrigger value="upcoming" className="px-3">
            Upcoming
          </TabsTrigger>
          <TabsTrigger value="vehicles" className="px-3">
            My Vehicles
          </TabsTrigger>
        </TabsList>

        <TabsContent value="overview" className="grid gap-10">
          <section aria-label="Your figures" className="grid gap-4 sm:grid-cols-3" aria-busy={dashboard.isPending}>
            <StatCard
              label="Total Washes"
              value={figures?.totalWashes ?? null}
              hint="Completed appointments"
              icon={SparklesIcon}
            />
            <StatCard
              label="Vehicles Registered"
              value={figures?.vehiclesRegistered ?? null}
              hint="In My Vehicles"
              icon={CarIcon}
            />
            <StatCard
              label="Upcoming Appointments"
              value={figures?.upcomingAppointments ?? null}
              hint="Booked and still to come"
              icon={CalendarCheckIcon}
            />
          </section>

          <DashboardSection
            id="featured-services-title"
            title="Featured Services"
            action={
              <Button asChild variant="ghost" size="sm">
                <Link to="/customer/services">
                  All services
                  <ChevronRightIcon aria-hidden />
                </Link>
              </Button>
            }
          >
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {featuredServices().map((service) => (
                <li key={service.id}>
                  <ServiceCard service={service} />
                </li>
              ))}
            </ul>
          </DashboardSection>

          <DashboardSection id="top-washers-title" title="Top Washers">
            {figures ? (
              <TopWashers washers={figures.topWashers} />
            ) : (
              (loadFailed ?? (
                <div role="status" className="grid gap-4 sm:grid-cols-3">
                  <span className="sr-only">Loading washers...</span>
                  {[0, 1, 2].map((index) => (
                    <Skeleton key={index} className="h-28 rounded-xl" />
                  ))}
                </div>
              ))
            )}
          </DashboardSection>

          <FavouriteWashersCard />

          <DashboardSection id="how-it-works-title" title="How It Works">
            <HowItWorksSteps headingLevel="h3" />
          </DashboardSection>
        </TabsContent>

        <TabsContent value="upcoming">
          {figures ? (
            <UpcomingAppointments appointments={figures.upcoming} />
          ) : (
            (loadFailed ?? (
              <div role="status">
                <span className="sr-only">Loading appointments...</span>
                <Skeleton className="h-24 rounded-xl" />
              </div>
            ))
          )}
        </TabsContent>

        <TabsContent value="vehicles">
          <VehiclesTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}

function DashboardSection({
  id,
  title,
  action,
  children,
}: {
  id: string;
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="grid gap-4">
      <div className="flex items-center justify-between gap-3">
        <h2 id={id} className="text-xl font-semibold tracking-tight">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
