import { Link } from 'react-router';
import { ArrowLeftIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useServicePreferences } from '@/lib/service-preferences';
import { useProfile } from '../api/get-profile';
import { ServiceRequestForm } from '../components/service-request-form';

/** /customer/requests/new: one request that goes to every nearby washer offering a chosen service. */
export function NewRequestPage() {
  const profile = useProfile();
  const preferences = useServicePreferences();
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:py-10">
      <title>Create Service Request | Sudsy</title>
      <Button asChild variant="ghost" size="sm" className="-ml-3 mb-4 text-muted-foreground">
        <Link to="/customer/requests">
          <ArrowLeftIcon aria-hidden />
          My Quote Requests
        </Link>
      </Button>
      <header className="mb-8">
        <h1 className="text-3xl font-bold tracking-tight">Create Service Request</h1>
        <p className="mt-2 max-w-2xl text-muted-foreground">
          Tell us when, where and what you need. We send your request to every washer nearby who offers those services.
        </p>
      </header>
      {/* The saved address and service preferences prefill the form; without them (none saved, or a failed load) it starts empty. */}
      {profile.isPending || preferences.isPending ? (
        <div role="status" className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <span className="sr-only">Loading the form...</span>
          <div className="grid gap-6">
            <Skeleton className="h-40 rounded-xl" />
            <Skeleton className="h-32 rounded-xl" />
            <Skeleton className="h-32 rounded-xl" />
          </div>
          <Skeleton className="h-64 rounded-xl" />
        </div>
      ) : (
        <ServiceRequestForm profile={profile.data ?? null} preferences={preferences.data ?? null} />
      )}
    </div>
  );
}
