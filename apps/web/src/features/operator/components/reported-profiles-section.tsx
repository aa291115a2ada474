import { useState } from 'react';
import { Link } from 'react-router';
import { CheckIcon, StoreIcon, ShieldCheckIcon, UserXIcon } from 'lucide-react';
import { toast } from 'sonner';
import {
  profileDecisionTexts as decisionTexts,
  reportedProfilesConsoleTexts as texts,
} from '@sudsy/domain/message-moderation-console';
import {
  profileReportReasons,
  type ProfileModerationDecision,
  type ReportedProfile,
} from '@sudsy/domain/profile-moderation';
import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/load-failed';
import { SectionCard } from '@/components/section-card';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { serverMessage, unexpectedFailure } from '@/lib/error-message';
import { useDecideProfile } from '../api/decide-profile';
import { useReportedProfiles } from '../api/get-reported-profiles';
import { AuditWhen } from './audit-entry-parts';
import { OperatorReasonDialog } from './operator-reason-dialog';

/**
 * The Reports tab's reported washer profiles (docs/product.md, "Operators"): keep one, or suspend the
 * washer in Accounts (the one place suspension is) and then close its reports as suspended.
 */
export function ReportedProfilesSection() {
  const queue = useReportedProfiles();
  let content;
  if (queue.isPending) {
    content = (
      <div role="status">
        <span className="sr-only">{texts.loading}</span>
        <Skeleton className="h-40 rounded-lg" />
      </div>
    );
  } else if (queue.isError) {
    content = (
      <LoadFailed
        title={texts.loadFailed}
        description={serverMessage(queue.error) ?? unexpectedFailure}
        onRetry={() => void queue.refetch()}
        retrying={queue.isRefetching}
      />
    );
  } else if (queue.data.length === 0) {
    content = <EmptyState icon={ShieldCheckIcon} title={texts.empty} />;
  } else {
    content = (
      <ul className="grid gap-4" aria-label={texts.listLabel}>
        {queue.data.map((reported) => (
          <li key={reported.washer.id}>
            <ReportedProfileCard reported={reported} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <SectionCard id="reported-profiles" title={texts.title} description={texts.description} icon={<StoreIcon />}>
      {content}
    </SectionCard>
  );
}

function ReportedProfileCard({ reported }: { reported: ReportedProfile }) {
  const { washer, reports } = reported;
  const headingId = `reported-profile-${washer.id}`;
  const [dialog, setDialog] = useState<{ decision: ProfileModerationDecision; opening: number } | null>(null);
  const [open, setOpen] = useState(false);
  const decide = useDecideProfile();
  const openDialog = (decision: ProfileModerationDecision) => {
    setDialog((last) => ({ decision, opening: (last?.opening ?? 0) + 1 }));
    setOpen(true);
  };
  const words = dialog ? decisionTexts[dialog.decision] : null;
  return (
    <article
      aria-labelledby={headingId}
      className="grid gap-4 rounded-lg border bg-background/40 p-4 [overflow-wrap:anywhere] sm:p-5"
    >
      <div className="grid gap-1.5">
        <h3 id={headingId} className="flex flex-wrap items-center gap-2 leading-snug font-semibold">
          <Link
            to={`/providers/${encodeURIComponent(washer.id)}`}
            className="underline-offset-4 hover:underline focus-visible:underline"
          >
            {washer.businessName}
          </Link>
          {washer.suspended ? <Badge variant="destructive">{texts.suspended}</Badge> : null}
        </h3>
        <p className="text-sm text-muted-foreground">{texts.account(washer.accountName, washer.email)}</p>
      </div>
      {washer.bio ? (
        <blockquote dir="auto" className="border-s-2 ps-3 text-sm whitespace-pre-line text-pretty">
          {washer.bio}
        </blockquote>
      ) : (
        <p className="text-sm text-muted-foreground italic">{texts.noBio}</p>
      )}
      <div className="grid gap-2 border-t pt-4">
        <h4 className="text-sm font-medium">{texts.reportsHeading(reports.length)}</h4>
        <ul className="grid gap-2">
          {reports.map((report) => (
            <li key={report.id} className="grid gap-1 rounded-md bg-muted/60 px-3 py-2.5 text-sm">
              <p className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
                <span className="font-medium">{profileReportReasons[report.reason]}</span>
                <AuditWhen at={report.at} className="text-xs text-muted-foreground tabular-nums" />
              </p>
              <p className="text-muted-foreground">{texts.reportedBy(report.reporter.name)}</p>
              {report.details ? (
                <p dir="auto" className="whitespace-pre-line text-pretty">
                  {report.details}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
      {washer.suspended ? null : (
        <p className="text-sm text-muted-foreground">
          {texts.suspendHint}{' '}
          <Link to="/operator?tab=accounts" className="font-medium text-foreground underline underline-offset-4">
            {texts.openAccounts}
          </Link>
        </p>
      )}
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" className="w-full sm:w-auto" onClick={() => openDialog('keep')}>
          <CheckIcon aria-hidden />
          {decisionTexts.keep.button}
        </Button>
        {washer.suspended ? (
          <Button variant="outline" className="w-full sm:w-auto" onClick={() => openDialog('suspended')}>
            <UserXIcon aria-hidden />
            {decisionTexts.suspended.button}
          </Button>
        ) : null}
      </div>
      {dialog && words ? (
        <OperatorReasonDialog
          key={dialog.opening}
          open={open}
          onOpenChange={setOpen}
          title={words.title(washer.businessName)}
          description={words.description}
          texts={{
            reason: decisionTexts.reasonLabel,
            hint: decisionTexts.reasonHint,
            cancel: decisionTexts.cancel,
            confirm: words.confirm,
            busy: words.busy,
            failed: decisionTexts.failedFallback,
          }}
          destructive={false}
          pending={decide.isPending}
          onConfirm={async (reason) => {
            await decide.mutateAsync({ washerId: washer.id, decision: dialog.decision, reason });
            toast.success(words.done);
            setOpen(false);
          }}
        />
      ) : null}
    </article>
  );
}
