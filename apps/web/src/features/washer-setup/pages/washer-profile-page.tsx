import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { profileToasts } from '@sudsy/domain/washer-profile';
import { Skeleton } from '@/components/ui/skeleton';
import { useSession } from '@/lib/session';
import { useWasherProfile } from '../api/get-washer-profile';
import { ProfileEditor } from '../components/profile-editor';
import { ProfileLoadRetry } from '../components/profile-load-retry';
import { chooseInitialProfile, type InitialProfile } from '../lib/initial-profile';
import { readLocalProfile } from '../lib/local-profile';

/** /provider/profile: the washer's services and prices, service area, business profile and portfolio. */
export function WasherProfilePage() {
  const { user } = useSession();
  const profile = useWasherProfile();
  // The editor starts once from the first answer; later cache updates come from its own saves.
  const [start, setStart] = useState<{ status: 'success' | 'error'; initial: InitialProfile | null } | null>(null);
  if (user && profile.status !== 'pending' && start?.status !== profile.status) {
    const server = profile.status === 'success' ? { ok: true as const, profile: profile.data } : { ok: false as const };
    setStart({ status: profile.status, initial: chooseInitialProfile(server, readLocalProfile(user.id), user.name) });
  }

  useEffect(() => {
    if (profile.isError)
      toast.error(profileToasts.loadFailed.title, { description: profileToasts.loadFailed.description });
  }, [profile.isError]);

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:py-10">
      <title>Provider Profile | Sudsy</title>
      <header className="mb-6">
        <h1 className="text-3xl font-bold tracking-tight">Provider Profile</h1>
        <p className="mt-2 text-muted-foreground">
          Set up your services and prices, where you work, your business profile and your portfolio.
        </p>
      </header>
      {!user || !start ? (
        <div role="status" className="grid gap-4">
          <span className="sr-only">Loading your profile...</span>
          <Skeleton className="h-14" />
          <Skeleton className="h-9 w-full max-w-xl" />
          <Skeleton className="h-96" />
        </div>
      ) : start.initial ? (
        <ProfileEditor key={user.id} userId={user.id} initial={start.initial} />
      ) : (
        <ProfileLoadRetry
          message={profileToasts.loadFailed.description}
          onRetry={() => void profile.refetch()}
          retrying={profile.isFetching}
        />
      )}
    </div>
  );
}
