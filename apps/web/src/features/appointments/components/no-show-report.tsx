import { UserXIcon } from 'lucide-react';
import { toast } from 'sonner';
import { noShowReportableFrom, noShowTexts } from '@sudsy/domain/booking';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { serverMessage } from '@/lib/error-message';
import { useJobDay } from '../api/get-job-day';
import { useReportNoShow } from '../api/report-no-show';
import { useHasStarted } from '../lib/use-has-started';

/**
 * The owner's way out when the washer never came: from 30 minutes after the start, report it and
 * the booking ends as the washer's cancellation (nothing charged, the request open again); not once
 * the washer has said they arrived.
 */
export function NoShowReport({
  appointmentId,
  startsAt,
  washerName,
}: {
  appointmentId: string;
  startsAt: string;
  washerName: string;
}) {
  const reportable = useHasStarted(noShowReportableFrom(new Date(startsAt)).toISOString());
  const report = useReportNoShow(appointmentId);
  // A washer who said they arrived did show up: the server refuses the report too.
  const step = useJobDay(appointmentId).data?.step;
  if (!reportable || step === 'arrived' || step === 'in_progress') return null;
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" className="justify-self-start">
          <UserXIcon aria-hidden />
          {noShowTexts.button}
        </Button>
      }
      title={noShowTexts.title}
      description={noShowTexts.description(washerName)}
      confirmLabel={noShowTexts.confirm}
      waitFor={{ pending: report.isPending, busyLabel: 'Reporting...' }}
      onConfirm={async () => {
        try {
          await report.mutateAsync();
          toast.success(noShowTexts.reported);
          return true;
        } catch (error) {
          toast.error('Could not report the no-show', { description: serverMessage(error) ?? 'Please try again.' });
          return false;
        }
      }}
    />
  );
}
