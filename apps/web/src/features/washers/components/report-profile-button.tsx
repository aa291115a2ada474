import { FlagIcon } from 'lucide-react';
import {
  profileReportDetailsMaxLength,
  profileReportInputSchema,
  profileReportReasons,
  profileReportTexts,
} from '@sudsy/domain/profile-moderation';
import { ReportDialog } from '@/components/report-dialog';
import { Button } from '@/components/ui/button';
import { useSession } from '@/lib/session';
import { useReportProfile } from '../api/report-profile';

/** For a signed-in user other than the washer: the report reaches the operator, the page stays up. */
export function ReportProfileButton({ washerId }: { washerId: string }) {
  const { user } = useSession();
  const report = useReportProfile(washerId);
  if (!user || user.id === washerId) return null;
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
