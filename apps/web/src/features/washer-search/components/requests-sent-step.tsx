import { Link } from 'react-router';
import { ArrowRightIcon, CircleCheckBigIcon, SearchIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';

type RequestsSentStepProps = { sentTo: number; onNewSearch: () => void };

/** Step 3: the request is out; the quotes will arrive in My Requests. */
export function RequestsSentStep({ sentTo, onNewSearch }: RequestsSentStepProps) {
  return (
    <section
      aria-labelledby="requests-sent-title"
      className="mx-auto flex max-w-xl flex-col items-center gap-4 rounded-xl border bg-card px-6 py-12 text-center text-card-foreground shadow-sm"
    >
      <span className="flex size-14 items-center justify-center rounded-full bg-emerald-100 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-400">
        <CircleCheckBigIcon className="size-7" aria-hidden />
      </span>
      <h2 id="requests-sent-title" className="text-2xl font-bold tracking-tight">
        Quote Requests Sent!
      </h2>
      <p className="text-muted-foreground">
        Your request went to {sentTo === 1 ? '1 provider' : `${sentTo} providers`}. Their quotes will appear in My
        Requests as they answer.
      </p>
      <div className="mt-2 flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
        <Button asChild>
          <Link to="/customer/requests">
            View My Requests
            <ArrowRightIcon aria-hidden />
          </Link>
        </Button>
        <Button type="button" variant="outline" onClick={onNewSearch}>
          <SearchIcon aria-hidden />
          New Search
        </Button>
      </div>
    </section>
  );
}
