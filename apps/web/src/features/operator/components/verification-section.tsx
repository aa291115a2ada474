import { BadgeCheckIcon, ShieldCheckIcon } from 'lucide-react';
import { verificationConsoleTexts as texts } from '@sudsy/domain/verification';
import { EmptyState } from '@/components/empty-state';
import { SectionCard } from '@/components/section-card';
import { useVerificationQueue } from '../api/get-verification-queue';
import { useVerificationSubmission } from '../api/get-verification-submission';
import { QueueAndDetail, QueueItemView } from './queue-and-detail';
import { VerificationDetail } from './verification-detail';
import { VerificationQueueList } from './verification-queue-list';

/**
 * The console's Verification tab (docs/product.md, "Washer verification"): the washers whose ID and
 * insurance wait for review, the longest waiting first; their submission beside the list from
 * 1024 px, in place of it on a phone with Back (`?washer=` names it); Approve, or Reject… with the
 * reason the washer reads.
 */
export function VerificationSection() {
  const queue = useVerificationQueue();
  return (
    <SectionCard id="verification" title={texts.title} description={texts.description} icon={<ShieldCheckIcon />}>
      <QueueAndDetail
        queue={queue}
        param="washer"
        texts={{ loadFailed: texts.loadFailed, choose: texts.select, back: texts.back }}
        empty={<EmptyState icon={BadgeCheckIcon} title={texts.empty} className="py-16" />}
        list={(props) => <VerificationQueueList submissions={queue.data ?? []} {...props} />}
        detail={(id, takeFocus) => <SubmissionView washerId={id} takeFocus={takeFocus} />}
      />
    </SectionCard>
  );
}

function SubmissionView({ washerId, takeFocus }: { washerId: string; takeFocus: boolean }) {
  return (
    <QueueItemView query={useVerificationSubmission(washerId)} failedTitle={texts.detailFailed}>
      {(submission) => <VerificationDetail submission={submission} takeFocus={takeFocus} />}
    </QueueItemView>
  );
}
