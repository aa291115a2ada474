import { useId } from 'react';
import { Link } from 'react-router';
import { LandmarkIcon, ZapIcon } from 'lucide-react';
import { cancellationNoticeLabel } from '@sudsy/domain/cancellation-policy';
import { toast } from 'sonner';
import {
  instantBookingMessages,
  instantNoticeOptions,
  type InstantBookingSettings,
} from '@sudsy/domain/instant-booking';
import { bookingPaymentTexts } from '@sudsy/domain/job-payment';
import { payoutTexts } from '@sudsy/domain/payouts';
import { LoadFailed } from '@/components/load-failed';
import { SectionCard } from '@/components/section-card';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { ApiError } from '@/lib/api-client';
import { serverMessage } from '@/lib/error-message';
import { useInstantBooking } from '../api/get-instant-booking';
import { useSaveInstantBooking } from '../api/save-instant-booking';

/** Where a washer sets up payouts: the Payouts card of their account page. */
const payoutsSetupPath = '/profile?tab=payouts';

/**
 * Instant booking: owners book a free time in the washer's calendar at once, at the listed
 * prices, no quote needed. Saved as soon as it changes.
 */
export function InstantBookingCard() {
  const switchId = useId();
  const noticeId = useId();
  const settings = useInstantBooking();
  const save = useSaveInstantBooking();

  const change = ({ enabled, noticeHours }: InstantBookingSettings) =>
    save.mutate(
      { enabled, noticeHours },
      {
        onSuccess: () => toast.success(instantBookingMessages.saved),
        onError: (error) => toast.error(serverMessage(error) ?? 'Could not save. Please try again.'),
      },
    );

  return (
    <SectionCard
      id="instant-booking-title"
      title="Instant booking"
      icon={<ZapIcon />}
      description="Owners book a free time in your calendar at once, at your listed prices, without waiting for a quote. Your working hours, blocked time and jobs (with 30 minutes of travel either side) decide which times are free."
    >
      {settings.isPending ? (
        <Skeleton className="h-20 w-full" />
      ) : settings.isError ? (
        settings.error instanceof ApiError && settings.error.status === 409 ? (
          <p className="text-sm text-muted-foreground">{instantBookingMessages.profileFirst}</p>
        ) : (
          <LoadFailed
            title="Could not load instant booking"
            description={serverMessage(settings.error) ?? 'Please try again.'}
            onRetry={() => void settings.refetch()}
            retrying={settings.isFetching}
          />
        )
      ) : (
        <div className="grid gap-5">
          {settings.data.payoutsReady ? null : (
            <Alert variant="info" role="status">
              <LandmarkIcon aria-hidden />
              <AlertTitle>{bookingPaymentTexts.instantNeedsPayouts}</AlertTitle>
              <AlertDescription>
                <p>{bookingPaymentTexts.washerNeedsPayouts}</p>
                <Button asChild size="sm" variant="outline" className="mt-1">
                  <Link to={payoutsSetupPath}>{payoutTexts.setUp}</Link>
                </Button>
              </AlertDescription>
            </Alert>
          )}
          <div className="flex items-center justify-between gap-4">
            <Label htmlFor={switchId} className="grid gap-1">
              <span>Take instant bookings</span>
              <span className="text-sm font-normal text-muted-foreground">
                {settings.data.enabled ? 'Owners can book you at once.' : 'Owners ask you for a quote first.'}
              </span>
            </Label>
            <Switch
              id={switchId}
              checked={settings.data.enabled}
              // Without payouts it can only be turned off (it was on before payouts were needed).
              disabled={save.isPending || (!settings.data.payoutsReady && !settings.data.enabled)}
              onCheckedChange={(enabled) => change({ ...settings.data, enabled })}
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={noticeId}>Minimum notice</Label>
            <Select
              value={String(settings.data.noticeHours)}
              onValueChange={(value) => change({ ...settings.data, noticeHours: Number(value) })}
              disabled={save.isPending}
            >
              <SelectTrigger id={noticeId} className="w-full sm:w-56">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {instantNoticeOptions.map((hours) => (
                  <SelectItem key={hours} value={String(hours)}>
                    {cancellationNoticeLabel(hours)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            <p className="text-sm text-muted-foreground">Nobody can book you to start sooner than this from now.</p>
          </div>
        </div>
      )}
    </SectionCard>
  );
}
