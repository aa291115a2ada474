import { useEffect, useState } from 'react';
import { format } from 'date-fns';
import { BellRingIcon, LaptopIcon, SmartphoneIcon, Trash2Icon } from 'lucide-react';
import { toast } from 'sonner';
import { pushDeviceTexts, type PushDevice } from '@sudsy/domain/push';
import { LoadFailed } from '@/components/load-failed';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { browserPush, type BrowserPush, type NotificationPermissionState } from '@/lib/browser-push';
import { serverMessage } from '@/lib/error-message';
import { getPushPublicKey } from '../api/get-push-config';
import { usePushDevices } from '../api/get-push-devices';
import { useRemovePushDevice } from '../api/remove-push-device';
import { useSubscribePushDevice } from '../api/subscribe-push-device';

type DeviceState = 'unsupported' | 'blocked' | 'on' | 'off';

const sentences: Record<DeviceState, string> = {
  on: pushDeviceTexts.on,
  off: pushDeviceTexts.off,
  blocked: pushDeviceTexts.blocked,
  unsupported: pushDeviceTexts.unsupported,
};

const titleId = 'push-device-title';
const stateId = 'push-device-state';

/**
 * "Push notifications on this device" (docs/product.md, "Push notifications"): a switch that asks the
 * browser's permission and subscribes this device, its state (on, off, blocked by the browser, not
 * supported), and the user's other devices, each with Remove.
 */
export function PushDeviceCard({ browser = browserPush }: { browser?: BrowserPush }) {
  const devices = usePushDevices();
  const subscribe = useSubscribePushDevice();
  const remove = useRemovePushDevice();
  const supported = browser.supported();
  const [permission, setPermission] = useState<NotificationPermissionState>(() =>
    supported ? browser.permission() : 'default',
  );
  // This browser's subscription: undefined while it is being read.
  const [endpoint, setEndpoint] = useState<string | null | undefined>(supported ? undefined : null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!supported) return;
    let live = true;
    browser.current().then(
      (subscription) => live && setEndpoint(subscription?.endpoint ?? null),
      () => live && setEndpoint(null),
    );
    return () => {
      live = false;
    };
  }, [browser, supported]);

  const thisDevice = endpoint ? devices.data?.find((device) => device.endpoint === endpoint) : undefined;
  const state: DeviceState = !supported
    ? 'unsupported'
    : permission === 'denied'
      ? 'blocked'
      : permission === 'granted' && thisDevice
        ? 'on'
        : 'off';
  const others = devices.data?.filter((device) => device.id !== thisDevice?.id) ?? [];

  async function turnOn() {
    const answer = await browser.requestPermission();
    setPermission(answer);
    if (answer !== 'granted') return;
    const subscription = await browser.subscribe(await getPushPublicKey());
    await subscribe.mutateAsync(subscription);
    setEndpoint(subscription.endpoint);
    toast.success(pushDeviceTexts.turnedOn);
  }

  async function turnOff() {
    if (thisDevice) await remove.mutateAsync(thisDevice.id);
    await browser.unsubscribe();
    setEndpoint(null);
    toast.success(pushDeviceTexts.turnedOff);
  }

  function toggle(on: boolean) {
    setBusy(true);
    (on ? turnOn() : turnOff())
      .catch((error: unknown) =>
        toast.error(on ? pushDeviceTexts.failed : pushDeviceTexts.removeFailed, {
          description: serverMessage(error) ?? undefined,
        }),
      )
      .finally(() => setBusy(false));
  }

  return (
    <SectionCard
      id={titleId}
      title={pushDeviceTexts.title}
      icon={<BellRingIcon />}
      description={pushDeviceTexts.description}
    >
      {devices.isPending || endpoint === undefined ? (
        <div role="status" className="grid gap-3">
          <span className="sr-only">Loading your devices...</span>
          <Skeleton className="h-16 rounded-lg" />
        </div>
      ) : devices.isError ? (
        <LoadFailed
          title={pushDeviceTexts.loadFailed}
          description={serverMessage(devices.error) ?? 'Check your connection and try again.'}
          onRetry={() => void devices.refetch()}
          retrying={devices.isFetching}
        />
      ) : (
        <div className="grid gap-5">
          <div className="flex items-center justify-between gap-4 rounded-lg border px-4 py-3">
            <p id={stateId} className="text-sm" aria-live="polite">
              {sentences[state]}
            </p>
            <Switch
              aria-labelledby={titleId}
              aria-describedby={stateId}
              checked={state === 'on'}
              disabled={busy || state === 'unsupported' || state === 'blocked'}
              onCheckedChange={toggle}
              // A 48 px target on a phone around the 20 px switch.
              className="relative after:absolute after:-inset-3.5 after:content-['']"
            />
          </div>
          <section aria-labelledby="push-other-devices" className="grid gap-3">
            <h3 id="push-other-devices" className="font-medium">
              {pushDeviceTexts.otherDevices}
            </h3>
            {others.length === 0 ? (
              <p className="text-sm text-muted-foreground">{pushDeviceTexts.noOtherDevices}</p>
            ) : (
              <ul className="grid gap-3">
                {others.map((device) => (
                  <OtherDevice
                    key={device.id}
                    device={device}
                    removing={remove.isPending && remove.variables === device.id}
                    onRemove={() =>
                      void remove.mutateAsync(device.id).then(
                        () => toast.success(pushDeviceTexts.removed),
                        (error: unknown) =>
                          toast.error(pushDeviceTexts.removeFailed, { description: serverMessage(error) ?? undefined }),
                      )
                    }
                  />
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
    </SectionCard>
  );
}

const mobileLabel = /\b(Android|iOS)$/;

function OtherDevice({ device, removing, onRemove }: { device: PushDevice; removing: boolean; onRemove: () => void }) {
  const Icon = mobileLabel.test(device.label) ? SmartphoneIcon : LaptopIcon;
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-lg border p-3 sm:flex-nowrap">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <Icon className="size-5" aria-hidden />
      </span>
      <div className="grid min-w-40 flex-1 gap-0.5 wrap-anywhere">
        <p className="font-medium">{device.label}</p>
        <p className="text-sm text-muted-foreground">
          {pushDeviceTexts.added(format(new Date(device.createdAt), 'MMM d, yyyy'))}
        </p>
      </div>
      <Button
        variant="ghost"
        className="ml-auto h-12 sm:h-9"
        aria-label={pushDeviceTexts.remove(device.label)}
        disabled={removing}
        onClick={onRemove}
      >
        <Trash2Icon aria-hidden />
        {pushDeviceTexts.removeShort}
      </Button>
    </li>
  );
}
