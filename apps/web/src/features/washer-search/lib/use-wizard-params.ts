import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { readWizardParams, wizardSearchParams, type WizardParams } from '@/lib/search-params';
import { todayIso } from './search-criteria';

const maxPendingWrites = 50;

/**
 * The wizard's criteria, step and chosen washers, kept in step with the query string both ways:
 * every `commit` replaces the history entry (or, with `push`, adds one, so Back returns to the
 * form), and a query string arriving from outside (Back, Forward, a link) replaces the wizard's
 * state and calls `onArrival`.
 */
export function useWizardParams(onArrival: () => void) {
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const [wizard, setWizard] = useState<WizardParams>(() => readWizardParams(searchParams, todayIso()));
  // Query strings this page wrote that the location may still be catching up with (the router
  // commits them in transitions, so a fast typist can be a few keys ahead): any other one arrived
  // from outside.
  const written = useRef([searchParams.toString()]);

  const commit = (next: WizardParams, { push = false } = {}) => {
    setWizard(next);
    const params = wizardSearchParams(next);
    written.current = [...written.current, params.toString()].slice(-maxPendingWrites);
    setSearchParams(params, { replace: !push });
  };

  useEffect(() => {
    const arrived = new URLSearchParams(location.search);
    const ours = written.current.indexOf(arrived.toString());
    if (ours >= 0) {
      written.current = written.current.slice(ours);
      return;
    }
    written.current = [arrived.toString()];
    setWizard(readWizardParams(arrived, todayIso()));
    onArrival();
    // Keyed on the location alone: what to reset is the same whichever render saw it arrive.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.search]);

  return { wizard, commit };
}
