import { Link } from 'react-router';
import { ArrowRightIcon, SparklesIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** Shown until the washer offers a service and has an address: before that, no owner can find them. */
export function FinishProfilePrompt() {
  return (
    <section
      aria-labelledby="finish-profile-title"
      className="flex flex-col gap-4 rounded-xl border border-primary/30 bg-primary/5 p-5 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex items-start gap-3">
        <SparklesIcon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
        <div className="grid gap-1">
          <h2 id="finish-profile-title" className="font-semibold">
            Finish your provider profile
          </h2>
          <p className="text-sm text-muted-foreground">
            Add the services you offer and your service area so customers near you can find you and ask for quotes.
          </p>
        </div>
      </div>
      <Button asChild className="shrink-0">
        <Link to="/provider/profile">
          Complete Profile
          <ArrowRightIcon aria-hidden />
        </Link>
      </Button>
    </section>
  );
}
