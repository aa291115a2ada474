import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { favouriteMessages, favouritesResponseSchema, type FavouriteWasher } from '@sudsy/domain/favourites';
import { apiFetch } from '@/lib/api-client';
import { serverMessage } from '@/lib/error-message';
import { parseAnswer } from '@/lib/parse-answer';

// Read by the heart on search cards and public pages and by the dashboard's Favourite washers card:
// one cache entry, so a heart pressed on one page shows on the others.
export const favouriteWashersQueryKey = ['favourite-washers'] as const;

/** The signed-in owner's favourite washers, newest first (at most 100: the server answers them all). */
export async function getFavouriteWashers(): Promise<FavouriteWasher[]> {
  return parseAnswer(favouritesResponseSchema, await apiFetch('/api/favourites')).favourites;
}

export function favouriteWashersQueryOptions() {
  return queryOptions({ queryKey: favouriteWashersQueryKey, queryFn: getFavouriteWashers });
}

/** Only an owner has favourites: for anyone else the list is never asked for. */
export function useFavouriteWashers(enabled = true) {
  return useQuery({ ...favouriteWashersQueryOptions(), enabled });
}

export type FavouriteChange = { washerId: string; businessName: string; favourite: boolean };

async function changeFavourite({ washerId, favourite }: FavouriteChange): Promise<void> {
  await apiFetch(`/api/favourites/${encodeURIComponent(washerId)}`, { method: favourite ? 'PUT' : 'DELETE' });
}

/**
 * Saves or removes a favourite, showing the change at once and undoing it, with a toast, if the
 * server refuses (the cap of 100 names itself in the toast).
 */
export function useChangeFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeFavourite,
    onMutate: async (change: FavouriteChange) => {
      await queryClient.cancelQueries({ queryKey: favouriteWashersQueryKey });
      const previous = queryClient.getQueryData<FavouriteWasher[]>(favouriteWashersQueryKey);
      queryClient.setQueryData<FavouriteWasher[]>(favouriteWashersQueryKey, (favourites = []) => {
        const others = favourites.filter((favourite) => favourite.washerId !== change.washerId);
        if (!change.favourite) return others;
        // A stand-in until the list is read again: what the heart needs, the rest unknown yet.
        const added: FavouriteWasher = {
          washerId: change.washerId,
          businessName: change.businessName,
          imageUrl: null,
          rating: null,
          area: null,
          savedAt: new Date().toISOString(),
        };
        return [added, ...others];
      });
      return { previous };
    },
    onError: (error, change, context) => {
      queryClient.setQueryData(favouriteWashersQueryKey, context?.previous);
      toast.error(
        serverMessage(error) ?? (change.favourite ? favouriteMessages.saveFailed : favouriteMessages.removeFailed),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: favouriteWashersQueryKey }),
  });
}
