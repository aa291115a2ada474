import { LoaderCircleIcon } from 'lucide-react';

/** What a page area shows while it waits: its code, or the session that decides who may see it. */
export function PageLoader() {
  return (
    <div role="status" className="flex min-h-[50vh] items-center justify-center gap-2 text-muted-foreground">
      <LoaderCircleIcon className="size-5 animate-spin motion-reduce:animate-none" aria-hidden />
      Loading...
    </div>
  );
}
