import { Fragment } from 'react';
import { formatDistanceToNow } from 'date-fns';
import { LaptopIcon, LogOutIcon, MonitorSmartphoneIcon, SmartphoneIcon } from 'lucide-react';
import { toast } from 'sonner';
import { accountMessages, type DeviceSession } from '@sudsy/domain/account';
import { LoadFailed } from '@/components/load-failed';
import { PendingLabel } from '@/components/pending-label';
import { SectionCard } from '@/components/section-card';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { serverMessage } from '@/lib/error-message';
import { useDeviceSessions } from '../api/get-device-sessions';
import { useSignOutOtherSessions } from '../api/sign-out-other-sessions';
import { useSignOutSession } from '../api/sign-out-session';

const mobileSystems = new Set(['iOS', 'Android']);

/** Device Activity: the user's real sessions, this device marked, each other one can be signed out. */
export function DeviceActivityCard() {
  const sessions = useDeviceSessions();
  const signOutOthers = useSignOutOtherSessions();
  const others = sessions.data?.filter((session) => !session.current) ?? [];

  return (
    <SectionCard
      id="device-activity"
      title="Device Activity"
      description="Where your account is signed in. Sign out any device you don't recognize."
      icon={<MonitorSmartphoneIcon />}
      action={
        others.length > 0 ? (
          <Button
            variant="outline"
            size="sm"
            disabled={signOutOthers.isPending}
            onClick={() =>
              // A promise, not mutate's callbacks: this button goes once no other device is left.
              void signOutOthers.mutateAsync().then(
                (count) =>
                  toast.success('Signed Out Other Devices', {
                    description: `${count} ${count === 1 ? 'session' : 'sessions'} ended.`,
                  }),
                (error: unknown) =>
                  toast.error('Error', { description: serverMessage(error) ?? accountMessages.unexpected }),
              )
            }
          >
            <PendingLabel pending={signOutOthers.isPending} idle="Sign out all other devices" busy="Signing out..." />
          </Button>
        ) : null
      }
    >
      {sessions.isPending ? (
        <div role="status" className="grid gap-3">
          <span className="sr-only">Loading your devices...</span>
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
        </div>
      ) : sessions.isError ? (
        <LoadFailed
          title="Could not load your devices"
          description={serverMessage(sessions.error) ?? 'Check your connection and try again.'}
          onRetry={() => void sessions.refetch()}
          retrying={sessions.isRefetching}
        />
      ) : (
        <ul aria-label="Signed-in devices" className="grid gap-3">
          {sessions.data.map((session) => (
            <DeviceRow key={session.id} session={session} />
          ))}
        </ul>
      )}
    </SectionCard>
  );
}

/**
 * An IPv6 address is one 39-character word, wider than a phone's row: it may break after any
 * colon, between its groups, so no group is split. The text stays the whole address.
 */
function breakableAddress(address: string) {
  return address.split(':').map((group, index) => (
    <Fragment key={index}>
      {index > 0 ? ':' : null}
      {index > 0 ? <wbr /> : null}
      {group}
    </Fragment>
  ));
}

function DeviceRow({ session }: { session: DeviceSession }) {
  const signOut = useSignOutSession();
  const Icon = mobileSystems.has(session.system) ? SmartphoneIcon : LaptopIcon;
  const device = `${session.browser} on ${session.system}`;
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-lg border p-3 sm:flex-nowrap">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <Icon className="size-5" aria-hidden />
      </span>
      {/* Anything else without spaces (a long browser name) breaks anywhere rather than widen a phone's page. */}
      <div className="grid min-w-40 flex-1 gap-0.5 wrap-anywhere">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          {device}
          {session.current ? <Badge>This device</Badge> : null}
        </p>
        <p className="text-sm text-muted-foreground">
          {session.ipAddress ? <>IP {breakableAddress(session.ipAddress)}</> : accountMessages.unknownLocation}
          {' · '}
          {session.current
            ? 'Active now'
            : `Last active ${formatDistanceToNow(new Date(session.lastActiveAt), { addSuffix: true })}`}
        </p>
      </div>
      {session.current ? null : (
        <Button
          variant="ghost"
          size="sm"
          className="ml-auto"
          aria-label={`Sign out ${device}`}
          disabled={signOut.isPending}
          onClick={() =>
            // A promise, not mutate's callbacks: the row leaves the list as soon as it succeeds.
            void signOut.mutateAsync(session.id).then(
              () => toast.success('Device Signed Out', { description: `${device} is no longer signed in.` }),
              (error: unknown) =>
                toast.error('Error', { description: serverMessage(error) ?? accountMessages.unexpected }),
            )
          }
        >
          <LogOutIcon aria-hidden />
          Sign out
        </Button>
      )}
    </li>
  );
}
