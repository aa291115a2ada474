import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { format } from 'date-fns';
import { toast } from 'sonner';
import type { AddressSuggestion } from '@sudsy/domain/geo';
import type { Coordinates } from '@sudsy/domain/washer-profile';
import { noWashersMessage, searchMessages, type WasherSearchResponse } from '@sudsy/domain/washer-search';
import { requestMessages } from '@sudsy/domain/quote-request';
import type { CreatedQuoteRequest } from '@sudsy/domain/request-create-api';
import { useSession } from '@/lib/session';
import { ApiError } from '@/lib/api-client';
import { useCreateQuoteRequest } from '../api/create-quote-request';
import { useSavedAddress } from '@/lib/saved-address';
import { useSearchWashers } from '../api/search-washers';
import type { FilterChip } from './filter-chips';
import type { RequestDetailsOutput } from './use-request-details';
import {
  emptyCriteria,
  readWizardParams,
  sameCriteria,
  wizardSearchParams,
  type ResultsView,
  type SearchCriteria,
  type TimeWindowChoice,
  type WizardParams,
} from '@/lib/search-params';

export type WizardStep = 1 | 2 | 3;
/** The owner's answers to step 2's Your Request, and what to do once the request is out. */
export type SendDetails = RequestDetailsOutput & { onSent: () => void };
const maxPendingWrites = 50;
type Results = { criteria: SearchCriteria; coordinates: Coordinates | null; response: WasherSearchResponse };

function todayIso(): string {
  return format(new Date(), 'yyyy-MM-dd');
}

function criteriaOf({ serviceIds, date, timeWindow, address, maxMiles }: SearchCriteria): SearchCriteria {
  return { serviceIds, date, timeWindow, address, maxMiles };
}

/** Why these criteria cannot be searched yet, or null when they can. */
function missingCriterion(criteria: SearchCriteria): string | null {
  if (criteria.serviceIds.length === 0) return requestMessages.noServices;
  if (criteria.address.trim() === '') return requestMessages.addressRequired;
  return null;
}

export function canSearch(criteria: SearchCriteria): boolean {
  return missingCriterion(criteria) === null;
}

function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message !== '' ? error.message : fallback;
}

/**
 * The /providers wizard: its criteria, step and chosen washers, kept in step with the query string
 * both ways (every edit replaces the history entry; reaching step 2 adds one, so Back returns to
 * the form), the search, and sending the request. A link that opens step 2 (the way back from
 * signing in) runs its search again and keeps the washers it names.
 */
export function useWasherSearchWizard() {
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const { user, isPending: sessionPending } = useSession();
  const [wizard, setWizard] = useState<WizardParams>(() => readWizardParams(searchParams, todayIso()));
  // The point of the address when it came from a suggestion, the browser or the saved profile;
  // typed text has none and the server places it.
  const [coordinates, setCoordinates] = useState<Coordinates | null>(null);
  const [results, setResults] = useState<Results | null>(null);
  const [sent, setSent] = useState<CreatedQuoteRequest | null>(null);
  const search = useSearchWashers();
  const create = useCreateQuoteRequest();
  // Query strings this page wrote that the location may still be catching up with (the router
  // commits them in transitions, so a fast typist can be a few keys ahead): any other one arrived
  // from outside (Back, Forward, a link).
  const written = useRef([searchParams.toString()]);
  const addressTouched = useRef(wizard.address !== '');
  const autoSearched = useRef<string | null>(null);

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
    setCoordinates(null);
    setSent(null);
  }, [location.search]);

  const editCriteria = (patch: Partial<SearchCriteria>) => {
    setSent(null);
    commit({ ...wizard, ...patch });
  };

  const runSearch = (
    criteria: SearchCriteria,
    point: Coordinates | null,
    { keep, push, view }: { keep: string[]; push: boolean; view: ResultsView | undefined },
  ) => {
    search.mutate(
      { criteria, coordinates: point },
      {
        onSuccess: (response) => {
          setResults({ criteria, coordinates: point, response });
          const found = new Set(response.washers.map((washer) => washer.id));
          commit({ ...criteria, step: 2, selected: keep.filter((id) => found.has(id)), view }, { push });
          const count = response.washers.length;
          if (count === 0)
            toast.info(searchMessages.noneFound.title, { description: noWashersMessage(response, criteria.address) });
          else toast.success(searchMessages.found.title, { description: searchMessages.found.description(count) });
        },
        onError: (error) => {
          setResults(null);
          commit({ ...criteria, step: 1, selected: [] });
          toast.error(searchMessages.failed.title, { description: messageOf(error, searchMessages.failed.fallback) });
        },
      },
    );
  };

  // Step 2 opened by a link (or by Forward) shows the answer to its own criteria, asked once.
  const linkSearch =
    wizard.step === 2 && !(results && sameCriteria(results.criteria, wizard))
      ? wizardSearchParams(wizard).toString()
      : null;
  useEffect(() => {
    if (linkSearch === null || autoSearched.current === linkSearch) return;
    autoSearched.current = linkSearch;
    const missing = missingCriterion(wizard);
    if (missing === null) {
      return runSearch(criteriaOf(wizard), coordinates, { keep: wizard.selected, push: false, view: wizard.view });
    }
    toast.error(missing);
    commit({ ...wizard, step: 1, selected: [] });
    // Keyed on the link alone: the wizard and the callbacks belong to the render that asked.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [linkSearch]);

  const savedAddress = useSavedAddress(user?.role === 'owner');
  useEffect(() => {
    const saved = savedAddress.data;
    if (!saved || addressTouched.current) return;
    addressTouched.current = true;
    setCoordinates(saved.coordinates);
    commit({ ...wizard, address: saved.address });
    // Fills the address once, when the profile arrives; later edits are the owner's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [savedAddress.data]);

  const criteria = criteriaOf(wizard);
  const shown = results && wizard.step === 2 && sameCriteria(results.criteria, wizard) ? results : null;

  return {
    step: (sent ? 3 : wizard.step) as WizardStep,
    criteria,
    selected: wizard.selected,
    view: wizard.view ?? 'list',
    results: shown?.response ?? null,
    searching: search.isPending,
    sending: create.isPending,
    sent,
    user,
    sessionPending,

    setServiceIds: (serviceIds: string[]) => editCriteria({ serviceIds }),
    setDate: (date: string | null) => editCriteria({ date }),
    setTimeWindow: (timeWindow: TimeWindowChoice | null) => editCriteria({ timeWindow }),
    setMaxMiles: (maxMiles: number) => editCriteria({ maxMiles }),
    typeAddress: (address: string) => {
      addressTouched.current = true;
      setCoordinates(null);
      editCriteria({ address });
    },
    placeAddress: ({ label, lat, lng }: AddressSuggestion) => {
      addressTouched.current = true;
      setCoordinates({ lat, lng });
      editCriteria({ address: label });
    },
    removeChip: (key: FilterChip['key']) => {
      if (key === 'address') {
        setCoordinates(null);
        editCriteria({ address: '' });
      } else if (key === 'date') editCriteria({ date: null });
      else if (key === 'time') editCriteria({ timeWindow: null });
      else editCriteria({ serviceIds: [] });
    },
    clearAll: () => {
      setCoordinates(null);
      editCriteria({
        address: emptyCriteria.address,
        date: emptyCriteria.date,
        timeWindow: emptyCriteria.timeWindow,
        serviceIds: emptyCriteria.serviceIds,
      });
    },

    findWashers: () => {
      const missing = missingCriterion(criteria);
      if (missing !== null) return void toast.error(missing);
      setSent(null);
      runSearch(criteria, coordinates, { keep: wizard.selected, push: true, view: wizard.view });
    },
    toggleWasher: (id: string, chosen: boolean) => {
      const selected = chosen
        ? [...wizard.selected.filter((other) => other !== id), id]
        : wizard.selected.filter((other) => other !== id);
      commit({ ...wizard, selected });
    },
    setView: (view: ResultsView) => commit({ ...wizard, view }),
    backToSearch: () => commit({ ...wizard, step: 1 }),
    newSearch: () => setSent(null),

    /**
     * Sends the request to the chosen washers with the owner's details; a signed-out visitor (who
     * has no details to give yet) goes to sign in first and comes back to this choice.
     */
    sendRequests: (details?: SendDetails) => {
      if (!results) return;
      if (wizard.selected.length === 0) return void toast.error(requestMessages.noWashers);
      const backHere = `${location.pathname}?${wizardSearchParams(wizard).toString()}`;
      const signIn = () => void navigate(`/login?next=${encodeURIComponent(backHere)}`);
      if (!user) return signIn();
      if (!details) return;
      const { criteria: asked, coordinates: point } = results;
      create.mutate(
        {
          source: 'washer-search',
          address: asked.address.trim(),
          coordinates: point,
          serviceIds: asked.serviceIds,
          vehicleId: details.vehicleId,
          preferredDate: details.preferredDate,
          preferredTime: details.preferredTime,
          notes: details.notes,
          photoIds: details.photoIds,
          washerIds: wizard.selected,
        },
        {
          onSuccess: (created) => {
            details.onSent();
            toast.success(requestMessages.sent);
            setSent(created);
            commit({ ...asked, step: 1, selected: [] });
          },
          onError: (error) => {
            // The session ended since the page loaded: sign in again and come back to this choice.
            if (error instanceof ApiError && error.status === 401) return signIn();
            // A refusal means nothing was created; otherwise the sending itself failed on the way.
            const refused = error instanceof ApiError && error.status < 500;
            toast.error(refused ? searchMessages.createFailed : searchMessages.sendFailed, {
              description: messageOf(error, 'Please try again.'),
            });
          },
        },
      );
    },
  };
}

export type WasherSearchWizard = ReturnType<typeof useWasherSearchWizard>;
