import { FlagIcon } from 'lucide-react';
import {
  messageReportDetailsMaxLength,
  messageReportInputSchema,
  messageReportReasons,
  messageReportTexts,
} from '@sudsy/domain/message-moderation';
import { ReportDialog } from '@/components/report-dialog';
import { Button } from '@/components/ui/button';
import { useReportMessage } from '../api/report-message';

/** Under a message the other person sent: the report reaches the operator, the message stays meanwhile. */
export function ReportMessageButton({
  messageId,
  senderId,
  senderName,
}: {
  messageId: string;
  /** The contact who sent it, whose conversation shows the message as reported once sent. */
  senderId: string;
  senderName: string;
}) {
  const report = useReportMessage(messageId, senderId);
  return (
    <ReportDialog
      trigger={
        <Button
          variant="ghost"
          size="sm"
          className="h-6 px-1.5 text-[0.7rem] text-muted-foreground"
          aria-label={messageReportTexts.buttonName(senderName)}
        >
          <FlagIcon aria-hidden className="size-3" />
          {messageReportTexts.button}
        </Button>
      }
      texts={messageReportTexts}
      reasons={messageReportReasons}
      schema={messageReportInputSchema}
      detailsMaxLength={messageReportDetailsMaxLength}
      pending={report.isPending}
      send={report.mutateAsync}
    />
  );
}
