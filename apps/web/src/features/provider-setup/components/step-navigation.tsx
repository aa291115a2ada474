import { ArrowLeftIcon, ArrowRightIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { setupTabs, type SetupTab } from '../lib/setup-tabs';

type StepNavigationProps = { current: SetupTab; onNavigate: (tab: SetupTab) => void };

/** Previous and Next under each tab, naming the tab they lead to ('Next: Service Area'). */
export function StepNavigation({ current, onNavigate }: StepNavigationProps) {
  const index = setupTabs.findIndex((tab) => tab.value === current);
  const previous = setupTabs[index - 1];
  const next = setupTabs[index + 1];
  return (
    <nav aria-label="Setup steps" className="mt-6 flex flex-col-reverse gap-3 border-t pt-6 sm:flex-row sm:justify-between">
      <Button type="button" variant="outline" disabled={!previous} onClick={() => previous && onNavigate(previous.value)}>
        <ArrowLeftIcon aria-hidden />
        {previous ? `Previous: ${previous.label}` : 'Previous'}
      </Button>
      <Button type="button" disabled={!next} onClick={() => next && onNavigate(next.value)}>
        {next ? `Next: ${next.label}` : 'Next'}
        <ArrowRightIcon aria-hidden />
      </Button>
    </nav>
  );
}
