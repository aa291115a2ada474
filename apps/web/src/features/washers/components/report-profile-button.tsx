import { FlagIcon } from 'lucide-react';
import { reportedLabel } from '@sudsy/domain/moderation';
import {
  profileReportDetailsMaxLength,
  profileReportInputSchema,
  profileReportReasons,
  profileReportTexts,
} from '@sudsy/domain/profile-moderation';
import { ReportDialog } from '@/components/report-dialog';
import { Button } from '@/components/ui/button';
import { useSession } from '@/lib/session';
import { useMyProfileReport } from '../api/get-my-profile-report';
import { useReportProfile } from '../api/report-profile';

/**
 * For a signed-in user other than the washer: the report reaches the operator, the page stays up.
 * Someone who reported the profile reads "Reported" and, once decided, the outcome instead.
 */
export function ReportProfileButton({ washerId }: { washerId: string }) {
  const { user } = useSession();
  const mayReport = user !== null && user.id !== washerId;
  const mine = useMyProfileReport(washerId, mayReport);
  const report = useReportProfile(washerId);
  if (!mayReport) return null;
  // Until the caller's report is known, nothing: Report would flash before "Reported".
  if (mine.isPending) return null;
  if (mine.data)
    return (
      <span className="inline-flex items-center gap-1.5 px-3 py-2 text-sm text-muted-foreground">
        <FlagIcon aria-hidden className="size-4 shrink-0" />
        {reportedLabel(mine.data)}
      </span>
    );
  return (
    <ReportDialog
      trigger={
        <Button variant="ghost" size="sm" className="text-muted-foreground">
          <FlagIcon aria-hidden />
          {profileReportTexts.button}
        </Button>
      }
      texts={profileReportTexts}
      reasons={profileReportReasons}
      schema={profileReportInputSchema}
      detailsMaxLength={profileReportDetailsMaxLength}
      pending={report.isPending}
      send={report.mutateAsync}
    />
  );
}
