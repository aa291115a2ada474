import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { readRequestPrefill } from '@/lib/search-params';
import { useSession } from '@/lib/session';
import { ChooseWashersStep } from '../components/choose-washers-step';
import { RequestsSentStep } from '../components/requests-sent-step';
import { ServiceDetailsStep } from '../components/service-details-step';
import { StepIndicator } from '../components/step-indicator';
import { useWasherSearchWizard, type WasherSearchWizard } from '../lib/use-washer-search-wizard';
import { useRequestDetails } from '../lib/use-request-details';

/** /providers: find washers near an address for chosen services, then ask the chosen ones for quotes. */
export function WasherSearchPage() {
  const wizard = useWasherSearchWizard();
  const { user, isPending } = useSession();
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:py-10">
      <title>Get Car Wash Quotes | Sudsy</title>
      <header className="mb-6 grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Get Car Wash Quotes</h1>
        <p className="text-muted-foreground">Find mobile washers near you and ask the ones you like for a quote.</p>
        {/* "Become a Provider" leads here: a washer who followed it finds their way to sign up. */}
        {!isPending && !user ? (
          <p className="text-sm">
            Are you a washer?{' '}
            <Link
              to="/register?role=washer"
              className="font-medium text-primary underline underline-offset-4 hover:no-underline"
            >
              Sign up to get requests
            </Link>
          </p>
        ) : null}
      </header>
      <div className="mb-8">
        <StepIndicator current={wizard.step} />
      </div>
      {wizard.step === 3 && wizard.sent ? (
        <RequestsSentStep sentTo={wizard.sent.sentTo} onNewSearch={wizard.newSearch} />
      ) : (
        <SearchAndChoose wizard={wizard} />
      )}
    </div>
  );
}

/**
 * Steps 1 and 2 around one draft of the request's details, so going back to change the search keeps
 * them; once sent, step 3 replaces it and the next request starts blank.
 */
function SearchAndChoose({ wizard }: { wizard: WasherSearchWizard }) {
  const [searchParams] = useSearchParams();
  // Read once: the wizard rewrites the query string without them as the owner edits the search.
  const [prefill] = useState(() => readRequestPrefill(searchParams));
  const details = useRequestDetails(wizard.criteria.date, wizard.criteria.timeWindow, prefill);
  return wizard.step === 2 ? (
    <ChooseWashersStep wizard={wizard} details={details} />
  ) : (
    <ServiceDetailsStep wizard={wizard} />
  );
}
