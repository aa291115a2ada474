import { ArrowLeftIcon, ArrowRightIcon, CheckIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { setupTabs, type SetupTab } from '../lib/setup-tabs';

type StepNavigationProps = {
  current: SetupTab;
  onNavigate: (tab: SetupTab) => void;
  /** The last tab's way on: save now and leave the setup. */
  onFinish: () => void;
  finishing: boolean;
};

/** Previous and Next under each tab, naming the tab they lead to ('Next: Service Area'); Finish on the last. */
export function StepNavigation({ current, onNavigate, onFinish, finishing }: StepNavigationProps) {
  const index = setupTabs.findIndex((tab) => tab.value === current);
  const previous = setupTabs[index - 1];
  const next = setupTabs[index + 1];
  return (
    <nav
      aria-label="Setup steps"
      className="mt-6 flex flex-col-reverse gap-3 border-t pt-6 sm:flex-row sm:justify-between"
    >
      <Button
        type="button"
        variant="outline"
        disabled={!previous}
        onClick={() => previous && onNavigate(previous.value)}
      >
        <ArrowLeftIcon aria-hidden />
        {previous ? `Previous: ${previous.label}` : 'Previous'}
      </Button>
      {next ? (
        <Button type="button" onClick={() => onNavigate(next.value)}>
          {`Next: ${next.label}`}
          <ArrowRightIcon aria-hidden />
        </Button>
      ) : (
        <Button type="button" onClick={onFinish} disabled={finishing}>
          <CheckIcon aria-hidden />
          Finish Setup
        </Button>
      )}
    </nav>
  );
}
