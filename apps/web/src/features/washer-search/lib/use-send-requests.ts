import { useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { Coordinates } from '@sudsy/domain/washer-profile';
import { searchMessages } from '@sudsy/domain/washer-search';
import { requestMessages } from '@sudsy/domain/quote-request';
import type { CreatedQuoteRequest } from '@sudsy/domain/request-create-api';
import { ApiError } from '@/lib/api-client';
import { serverMessage } from '@/lib/error-message';
import type { SessionUser } from '@/lib/session';
import { wizardSearchParams, type SearchCriteria, type WizardParams } from '@/lib/search-params';
import { useCreateQuoteRequest } from '../api/create-quote-request';
import type { RequestDetailsOutput } from './use-request-details';

/** The owner's answers to step 2's Your Request, and what to do once the request is out. */
type SendDetails = RequestDetailsOutput & { onSent: () => void };

/** What was searched: the request goes out for these criteria, placed where the search placed them. */
type Searched = { criteria: SearchCriteria; coordinates: Coordinates | null };

/**
 * Sending the request to the chosen washers with the owner's details. A signed-out visitor (who
 * has no details to give yet), or one whose session ended since the page loaded, goes to sign in
 * first and comes back to this choice.
 */
export function useSendRequests({
  wizard,
  searched,
  user,
  onSent,
}: {
  wizard: WizardParams;
  searched: Searched | null;
  user: SessionUser | null;
  onSent: (created: CreatedQuoteRequest, asked: SearchCriteria) => void;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  const create = useCreateQuoteRequest();

  const send = (details?: SendDetails) => {
    if (!searched) return;
    if (wizard.selected.length === 0) return void toast.error(requestMessages.noWashers);
    const backHere = `${location.pathname}?${wizardSearchParams(wizard).toString()}`;
    const signIn = () => void navigate(`/login?next=${encodeURIComponent(backHere)}`);
    if (!user) return signIn();
    if (!details) return;
    const { criteria: asked, coordinates } = searched;
    create.mutate(
      {
        source: 'washer-search',
        address: asked.address.trim(),
        coordinates,
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
          onSent(created, asked);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 401) return signIn();
          // A refusal means nothing was created; otherwise the sending itself failed on the way.
          const refused = error instanceof ApiError && error.status < 500;
          toast.error(refused ? searchMessages.createFailed : searchMessages.sendFailed, {
            description: serverMessage(error) ?? 'Please try again.',
          });
        },
      },
    );
  };

  return { send, sending: create.isPending };
}
