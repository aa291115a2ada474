import { MessageSquareWarningIcon, ShieldCheckIcon } from 'lucide-react';
import { reportedMessagesConsoleTexts as texts } from '@sudsy/domain/message-moderation-console';
import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/load-failed';
import { SectionCard } from '@/components/section-card';
import { Skeleton } from '@/components/ui/skeleton';
import { serverMessage, unexpectedFailure } from '@/lib/error-message';
import { useReportedMessages } from '../api/get-reported-messages';
import { ReportedMessageCard } from './reported-message-card';

/**
 * The Reports tab's reported messages (docs/product.md, "Operators"): each with the conversation
 * around it, to remove or keep with a reason. A decided message leaves the list.
 */
export function ReportedMessagesSection() {
  const queue = useReportedMessages();
  let content;
  if (queue.isPending) {
    content = (
      <div role="status">
        <span className="sr-only">{texts.loading}</span>
        <Skeleton className="h-48 rounded-lg" />
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
          <li key={reported.message.id}>
            <ReportedMessageCard reported={reported} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <SectionCard
      id="reported-messages"
      title={texts.title}
      description={texts.description}
      icon={<MessageSquareWarningIcon />}
    >
      {content}
    </SectionCard>
  );
}
