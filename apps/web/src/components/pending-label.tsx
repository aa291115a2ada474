import { LoaderCircleIcon } from 'lucide-react';

/** A button's text while idle, or a spinner and `busy` while its request runs. */
export function PendingLabel({ pending, idle, busy }: { pending: boolean; idle: string; busy: string }) {
  if (!pending) return idle;
  return (
    <>
      <LoaderCircleIcon className="animate-spin motion-reduce:animate-none" aria-hidden />
      {busy}
    </>
  );
}
