import { queryOptions, useQuery } from '@tanstack/react-query';
import { contactsResponseSchema, type Contact } from '@sudsy/domain/messages';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { messagesQueryKeys } from './messages-query-keys';

/** Everyone the user shares a quote request with, latest conversation first. */
export async function getContacts(): Promise<Contact[]> {
  return parseAnswer(contactsResponseSchema, await apiFetch('/api/messages/contacts')).contacts;
}

export function contactsQueryOptions() {
  return queryOptions({ queryKey: messagesQueryKeys.contacts, queryFn: getContacts });
}

export function useContacts() {
  return useQuery(contactsQueryOptions());
}
