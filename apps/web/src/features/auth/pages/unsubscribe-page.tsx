import { Link, useParams } from 'react-router';
import { MailCheckIcon, MailXIcon, TriangleAlertIcon } from 'lucide-react';
import { campaignTexts } from '@sudsy/domain/campaigns';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useUnsubscribeState } from '@/features/auth/api/get-unsubscribe';
import { useUnsubscribe } from '@/features/auth/api/unsubscribe';
import { AuthCard } from '@/features/auth/components/auth-card';
import { PendingButton } from '@/features/auth/components/pending-button';
import { ApiError } from '@/lib/api-client';

const footer = (
  <>
    <p>{campaignTexts.elsewhere}</p>
    <Button asChild variant="outline" className="w-full">
      <Link to="/login">Sign in to Sudsy</Link>
    </Button>
  </>
);

/**
 * Opened from a campaign mail's unsubscribe link (docs/product.md, "Marketing campaigns"): names the
 * emails and the address, and one press turns them off, without signing in. Opening it changes
 * nothing, so a mail scanner following the link unsubscribes nobody.
 */
export function UnsubscribePage() {
  const token = useParams().token ?? '';
  const state = useUnsubscribeState(token);
  const click = useUnsubscribe(token);

  if (state.isPending)
    return (
      <AuthCard title={campaignTexts.pageTitle} icon={<MailXIcon aria-hidden />}>
        <div className="grid gap-3" role="status" aria-label="Loading">
          <Skeleton className="h-5 w-3/4 justify-self-center" />
          <Skeleton className="h-10 w-full" />
        </div>
      </AuthCard>
    );
  if (state.isError) {
    const invalid = state.error instanceof ApiError && state.error.status === 404;
    return (
      <AuthCard title={campaignTexts.pageTitle} icon={<MailXIcon aria-hidden />} footer={footer}>
        <Alert variant="destructive">
          <TriangleAlertIcon aria-hidden />
          <AlertDescription>{invalid ? campaignTexts.invalid : campaignTexts.failed}</AlertDescription>
        </Alert>
      </AuthCard>
    );
  }
  const { label, email, subscribed } = state.data;
  if (!subscribed)
    return (
      <AuthCard
        title={campaignTexts.pageTitle}
        icon={<MailCheckIcon aria-hidden />}
        description={
          <span role="status">{click.isSuccess ? campaignTexts.done(label) : campaignTexts.alreadyOff(label)}</span>
        }
        footer={footer}
      />
    );
  return (
    <AuthCard
      title={campaignTexts.pageTitle}
      icon={<MailXIcon aria-hidden />}
      description={campaignTexts.confirm(label, email)}
      footer={footer}
    >
      <div className="grid gap-3">
        {click.isError ? (
          <Alert variant="destructive">
            <TriangleAlertIcon aria-hidden />
            <AlertDescription>{campaignTexts.failed}</AlertDescription>
          </Alert>
        ) : null}
        <PendingButton pending={click.isPending} className="w-full" onClick={() => click.mutate()}>
          {campaignTexts.button}
        </PendingButton>
      </div>
    </AuthCard>
  );
}
