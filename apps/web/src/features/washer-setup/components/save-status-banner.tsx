import { CircleCheckIcon, CloudOffIcon, LoaderCircleIcon, PencilLineIcon, TriangleAlertIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import type { AutoSaveState } from '../lib/profile-auto-saver';

const statusText = {
  saved: 'All changes saved',
  unsaved: 'Unsaved changes are saved automatically',
  saving: 'Saving changes...',
} as const;

function problemText(problem: NonNullable<AutoSaveState['problem']>): string {
  switch (problem.kind) {
    case 'offline':
      return 'The server cannot be reached. Your changes are kept on this device and will be saved as soon as the connection is back.';
    case 'invalid':
      return `Fix the highlighted fields to save your changes: ${problem.message}`;
    case 'rejected':
      return `Your changes could not be saved: ${problem.message} They are kept on this device.`;
  }
}

type SaveStatusBannerProps = { state: AutoSaveState; onSave: () => void };

/** The save-status banner with its three states, and the explicit Save button. */
export function SaveStatusBanner({ state: { status, problem }, onSave }: SaveStatusBannerProps) {
  const Icon =
    status === 'saving'
      ? LoaderCircleIcon
      : status === 'saved'
        ? CircleCheckIcon
        : problem?.kind === 'offline'
          ? CloudOffIcon
          : problem
            ? TriangleAlertIcon
            : PencilLineIcon;
  return (
    <div
      data-status={status}
      className={cn(
        'flex flex-col gap-3 rounded-lg border px-4 py-3 text-sm sm:flex-row sm:items-center sm:justify-between',
        status === 'saved' &&
          'border-emerald-300 bg-emerald-50 text-emerald-950 dark:border-emerald-800 dark:bg-emerald-950/50 dark:text-emerald-50',
        status === 'unsaved' &&
          'border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-800 dark:bg-amber-950/50 dark:text-amber-50',
        status === 'saving' &&
          'border-sky-300 bg-sky-50 text-sky-950 dark:border-sky-800 dark:bg-sky-950/50 dark:text-sky-50',
      )}
    >
      <div className="flex items-start gap-3">
        <Icon
          className={cn('mt-0.5 size-4 shrink-0', status === 'saving' && 'animate-spin motion-reduce:animate-none')}
          aria-hidden
        />
        <div className="grid gap-1">
          {/* Announced politely on each change, so a screen reader hears that the work was saved. */}
          <p role="status" className="font-medium">
            {statusText[status]}
          </p>
          {problem ? <p className="text-pretty opacity-90">{problemText(problem)}</p> : null}
        </div>
      </div>
      <Button
        type="button"
        size="sm"
        onClick={onSave}
        disabled={status === 'saving'}
        className="self-start sm:self-center"
      >
        Save Profile
      </Button>
    </div>
  );
}
