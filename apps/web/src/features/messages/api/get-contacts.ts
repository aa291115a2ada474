import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { contactsResponseSchema } from '@sudsy/domain/messages';
import { apiFetch } from '@/lib/api-client';
import { cursorPages, pagePath } from '@/lib/cursor-pages';
import { parseAnswer } from '@/lib/parse-answer';
import { messagesQueryKeys } from './messages-query-keys';

/** A page of everyone the user shares a quote request with, the latest activity first, after `cursor`. */
export async function getContacts(cursor: string | null) {
  return parseAnswer(contactsResponseSchema, await apiFetch(pagePath('/api/messages/contacts', cursor)));
}

export type ContactsPage = Awaited<ReturnType<typeof getContacts>>;
/** The contact pages loaded so far, as the cache holds them. */
export type LoadedContacts = InfiniteData<ContactsPage, string | null>;

export function contactsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: messagesQueryKeys.contacts,
    queryFn: ({ pageParam }) => getContacts(pageParam),
    ...cursorPages,
  });
}

/** The pages loaded so far; `fetchNextPage` loads the next while `hasNextPage`. */
export function useContacts() {
  return useInfiniteQuery(contactsQueryOptions());
}
