import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import type { AddressSuggestion } from '@sudsy/domain/geo';
import type { Coordinates } from '@sudsy/domain/washer-profile';
import { noWashersMessage, searchMessages, type WasherSearchResponse } from '@sudsy/domain/washer-search';
import type { CreatedQuoteRequest } from '@sudsy/domain/request-create-api';
import { serverMessage } from '@/lib/error-message';
import { useSession } from '@/lib/session';
import { useSavedAddress } from '@/lib/saved-address';
import {
  emptyCriteria,
  sameCriteria,
  wizardSearchParams,
  type ResultsView,
  type SearchCriteria,
  type TimeWindowChoice,
} from '@/lib/search-params';
import { useSearchWashers } from '../api/search-washers';
import type { FilterChip } from './filter-chips';
import { criteriaOf, missingCriterion } from './search-criteria';
import { useSendRequests } from './use-send-requests';
import { useWizardParams } from './use-wizard-params';

export type WizardStep = 1 | 2 | 3;
type Results = { criteria: SearchCriteria; coordinates: Coordinates | null; response: WasherSearchResponse };

/**
 * The /providers wizard: its criteria, step and chosen washers (kept in the query string,
 * useWizardParams; reaching step 2 adds a history entry), the search, and sending the request
 * (useSendRequests). A link that opens step 2 (the way back from signing in) runs its search
 * again and keeps the washers it names.
 */
export function useWasherSearchWizard() {
  const { user, isPending: sessionPending } = useSession();
  // The point of the address when it came from a suggestion, the browser or the saved profile;
  // typed text has none and the server places it.
  const [coordinates, setCoordinates] = useState<Coordinates | null>(null);
  const [results, setResults] = useState<Results | null>(null);
  const [sent, setSent] = useState<CreatedQuoteRequest | null>(null);
  const { wizard, commit } = useWizardParams(() => {
    setCoordinates(null);
    setSent(null);
  });
  const search = useSearchWashers();
  const sending = useSendRequests({
    wizard,
    searched: results,
    user,
    onSent: (created, asked) => {
      setSent(created);
      commit({ ...asked, step: 1, selected: [] });
    },
  });
  const addressTouched = useRef(wizard.address !== '');
  const autoSearched = useRef<string | null>(null);

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
          toast.error(searchMessages.failed.title, {
            description: serverMessage(error) ?? searchMessages.failed.fallback,
          });
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
    sending: sending.sending,
    sent,
    user,
    sessionPending,

    setServiceIds: (serviceIds: string[]) => editCriteria({ serviceIds }),
    setDate: (date: string | null) => editCriteria({ date }),
    setTimeWindow: (timeWindow: TimeWindowChoice | null) => editCriteria({ timeWindow }),
    setMaxMiles: (maxMiles: number) => editCriteria({ maxMiles }),
    setVerifiedOnly: (verifiedOnly: boolean) => editCriteria({ verifiedOnly }),
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

    sendRequests: sending.send,
  };
}

export type WasherSearchWizard = ReturnType<typeof useWasherSearchWizard>;
