import { LifeBuoyIcon, ScaleIcon } from 'lucide-react';
import { disputeConsoleTexts as texts } from '@sudsy/domain/disputes';
import { EmptyState } from '@/components/empty-state';
import { SectionCard } from '@/components/section-card';
import { useDisputeCase } from '../api/get-dispute-case';
import { useDisputeQueue } from '../api/get-dispute-queue';
import { DisputeCaseDetail } from './dispute-case-detail';
import { DisputeQueueList } from './dispute-queue-list';
import { QueueAndDetail, QueueItemView } from './queue-and-detail';

/**
 * The console's Disputes tab (docs/operations.md, "Disputes"): the disputes the two sides did not
 * settle, the longest waiting first; the case beside the list from 1024 px, in place of it on a
 * phone with Back (`?dispute=` names it); Decide… with a refund and a reason both sides read.
 */
export function DisputesSection() {
  const queue = useDisputeQueue();
  return (
    <SectionCard id="disputes" title={texts.title} description={texts.description} icon={<LifeBuoyIcon />}>
      <QueueAndDetail
        queue={queue}
        param="dispute"
        texts={{ loadFailed: texts.loadFailed, choose: texts.choose, back: texts.back }}
        empty={<EmptyState icon={ScaleIcon} title={texts.empty} description={texts.emptyHelp} className="py-16" />}
        list={(props) => <DisputeQueueList disputes={queue.data ?? []} {...props} />}
        detail={(id, takeFocus) => <CaseView disputeId={id} takeFocus={takeFocus} />}
      />
    </SectionCard>
  );
}

function CaseView({ disputeId, takeFocus }: { disputeId: string; takeFocus: boolean }) {
  return (
    <QueueItemView query={useDisputeCase(disputeId)} failedTitle={texts.loadFailed}>
      {(shown) => <DisputeCaseDetail shown={shown} takeFocus={takeFocus} />}
    </QueueItemView>
  );
}
