import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CheckIcon, EyeOffIcon } from 'lucide-react';
import { toast } from 'sonner';
import {
  messageReportReasons,
  type MessageModerationDecision,
  type ReportedMessage,
} from '@sudsy/domain/message-moderation';
import {
  messageDecisionTexts as decisionTexts,
  reportedMessagesConsoleTexts as texts,
} from '@sudsy/domain/message-moderation-console';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/utils';
import { useDecideMessage } from '../api/decide-message';
import { operatorQueryKeys } from '../api/operator-query-keys';
import { AuditWhen } from './audit-entry-parts';
import { OperatorReasonDialog } from './operator-reason-dialog';

/**
 * One reported message: who wrote it to whom, the messages around it (the reported one marked),
 * every open report of it, and Remove or Keep with a reason. What people wrote is their text, set
 * apart and in its own direction.
 */
export function ReportedMessageCard({ reported }: { reported: ReportedMessage }) {
  const { message, context, reports } = reported;
  const sender = message.sender.name;
  const headingId = `reported-message-${message.id}`;
  const [dialog, setDialog] = useState<{ decision: MessageModerationDecision; opening: number } | null>(null);
  const [open, setOpen] = useState(false);
  const openDialog = (decision: MessageModerationDecision) => {
    setDialog((last) => ({ decision, opening: (last?.opening ?? 0) + 1 }));
    setOpen(true);
  };
  const nameOf = (senderId: string) => (senderId === message.sender.id ? sender : message.receiver.name);

  return (
    <article
      aria-labelledby={headingId}
      className="grid gap-4 rounded-lg border bg-background/40 p-4 [overflow-wrap:anywhere] sm:p-5"
    >
      <h3 id={headingId} className="leading-snug font-semibold">
        {texts.heading(sender, message.receiver.name)}
      </h3>
      <ol className="grid gap-2" aria-label={texts.contextLabel(sender, message.receiver.name)}>
        {context.map((each) => {
          const isReported = each.id === message.id;
          return (
            <li
              key={each.id}
              className={cn(
                'grid gap-0.5 rounded-md px-3 py-2 text-sm',
                isReported ? 'border-2 border-destructive/50 bg-destructive/5' : 'bg-muted/60',
              )}
            >
              <p className="flex flex-wrap items-baseline justify-between gap-x-3 text-xs text-muted-foreground">
                <span className="font-medium text-foreground">
                  {nameOf(each.senderId)}
                  {isReported ? ` · ${texts.reported}` : null}
                </span>
                <AuditWhen at={each.createdAt} className="tabular-nums" />
              </p>
              <p dir="auto" className="whitespace-pre-line text-pretty">
                {isReported ? message.content : each.content}
              </p>
            </li>
          );
        })}
      </ol>
      <div className="grid gap-2 border-t pt-4">
        <h4 className="text-sm font-medium">{texts.reportsHeading(reports.length)}</h4>
        <ul className="grid gap-2">
          {reports.map((report) => (
            <li key={report.id} className="grid gap-1 rounded-md bg-muted/60 px-3 py-2.5 text-sm">
              <p className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
                <span className="font-medium">{messageReportReasons[report.reason]}</span>
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
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" className="w-full sm:w-auto" onClick={() => openDialog('keep')}>
          <CheckIcon aria-hidden />
          {decisionTexts.keep.button} <span className="sr-only">{decisionTexts.keep.buttonSuffix(sender)}</span>
        </Button>
        <Button
          variant="outline"
          className="w-full border-destructive/40 text-destructive hover:bg-destructive/10 hover:text-destructive sm:w-auto dark:border-destructive/60 dark:text-red-300 dark:hover:text-red-200"
          onClick={() => openDialog('hide')}
        >
          <EyeOffIcon aria-hidden />
          {decisionTexts.hide.button} <span className="sr-only">{decisionTexts.hide.buttonSuffix(sender)}</span>
        </Button>
      </div>
      {dialog ? (
        <MessageDecisionDialog
          key={dialog.opening}
          reported={reported}
          decision={dialog.decision}
          open={open}
          onOpenChange={setOpen}
        />
      ) : null}
    </article>
  );
}

/** Removing or keeping the message with a reason; a refusal (409: decided already) stays in the dialog. */
function MessageDecisionDialog({
  reported,
  decision,
  open,
  onOpenChange,
}: {
  reported: ReportedMessage;
  decision: MessageModerationDecision;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const words = decisionTexts[decision];
  const sender = reported.message.sender.name;
  const decide = useDecideMessage();
  const queryClient = useQueryClient();
  const [stale, setStale] = useState(false);
  return (
    <OperatorReasonDialog
      open={open}
      onOpenChange={(next) => {
        if (!next && stale) void queryClient.invalidateQueries({ queryKey: operatorQueryKeys.reportedMessages });
        onOpenChange(next);
      }}
      title={words.title(sender)}
      description={words.description}
      texts={{
        reason: decisionTexts.reasonLabel,
        hint: decisionTexts.reasonHint,
        cancel: decisionTexts.cancel,
        confirm: words.confirm,
        busy: words.busy,
        failed: decisionTexts.failedFallback,
      }}
      destructive={decision === 'hide'}
      pending={decide.isPending}
      onConfirm={async (reason) => {
        try {
          await decide.mutateAsync({ messageId: reported.message.id, decision, reason });
        } catch (error) {
          if (error instanceof ApiError && error.status === 409) setStale(true);
          throw error;
        }
        toast.success(words.done);
        onOpenChange(false);
      }}
    />
  );
}
