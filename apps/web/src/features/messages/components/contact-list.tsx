import { useState } from 'react';
import { Link } from 'react-router';
import { SearchIcon, UsersIcon } from 'lucide-react';
import { contactTabs, filterContacts, messagesTexts, type Contact, type ContactTab } from '@sudsy/domain/messages';
import type { Role } from '@sudsy/domain/roles';
import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/load-failed';
import { LoadMoreButton } from '@/components/load-more-button';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { serverMessage } from '@/lib/error-message';
import { cn } from '@/lib/utils';
import { useContacts } from '../api/get-contacts';
import { formatListTime } from '../lib/message-times';
import { ContactAvatar } from './contact-avatar';

const roleLabels: Record<Role, string> = { owner: 'Customer', washer: 'Washer' };

/** The left side of /messages: search, the All / Unread / Washers-or-Customers tabs and the contacts. */
export function ContactList({ viewer, selectedId }: { viewer: Role; selectedId: string | null }) {
  const contacts = useContacts();
  const [search, setSearch] = useState('');
  const [tab, setTab] = useState<ContactTab>('all');

  return (
    <Tabs value={tab} onValueChange={(value) => setTab(value as ContactTab)} className="min-h-0 flex-1 gap-0">
      <div className="grid gap-3 border-b p-3">
        <div className="relative">
          <SearchIcon
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden
          />
          <Input
            type="search"
            aria-label="Search contacts"
            placeholder={messagesTexts.searchPlaceholder}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            className="pl-9"
          />
        </div>
        <TabsList className="w-full">
          {contactTabs(viewer).map((item) => (
            <TabsTrigger key={item.value} value={item.value}>
              {item.label}
            </TabsTrigger>
          ))}
        </TabsList>
      </div>
      {/* One panel for every tab: the tabs filter a single list. */}
      <TabsContent value={tab} className="min-h-0 overflow-y-auto">
        {contacts.isPending ? (
          <div role="status" className="grid gap-1 p-2">
            <span className="sr-only">Loading contacts...</span>
            {Array.from({ length: 4 }, (_, index) => (
              <div key={index} className="flex items-center gap-3 p-2">
                <Skeleton className="size-10 rounded-full" />
                <div className="grid flex-1 gap-2">
                  <Skeleton className="h-4 w-2/3" />
                  <Skeleton className="h-3 w-full" />
                </div>
              </div>
            ))}
          </div>
        ) : contacts.isError ? (
          <LoadFailed
            className="m-3"
            title={messagesTexts.contactsLoadFailed}
            description={serverMessage(contacts.error) ?? 'An error occurred while loading your contacts.'}
            onRetry={() => void contacts.refetch()}
            retrying={contacts.isRefetching}
          />
        ) : (
          <>
            <ContactItems
              contacts={filterContacts(
                contacts.data.pages.flatMap((page) => page.contacts),
                viewer,
                tab,
                search,
              )}
              selectedId={selectedId}
              // While more contacts are not loaded, a search or tab may find them there.
              more={contacts.hasNextPage}
            />
            {contacts.hasNextPage ? (
              <LoadMoreButton
                label={messagesTexts.moreContacts}
                onLoad={() => void contacts.fetchNextPage()}
                loading={contacts.isFetchingNextPage}
                className="mb-3"
              />
            ) : null}
          </>
        )}
      </TabsContent>
    </Tabs>
  );
}

function ContactItems({
  contacts,
  selectedId,
  more,
}: {
  contacts: Contact[];
  selectedId: string | null;
  more: boolean;
}) {
  if (contacts.length === 0)
    return more ? null : <EmptyState icon={UsersIcon} title={messagesTexts.noContacts} className="m-3 border-none" />;
  return (
    <ul aria-label="Contacts" className="grid grid-cols-1 gap-0.5 p-2">
      {contacts.map((contact) => (
        <li key={contact.id}>
          <ContactItem contact={contact} selected={contact.id === selectedId} />
        </li>
      ))}
    </ul>
  );
}

function ContactItem({ contact, selected }: { contact: Contact; selected: boolean }) {
  const unread = contact.unreadCount > 0;
  return (
    <Link
      to={`/messages?${new URLSearchParams({ contact: contact.id }).toString()}`}
      aria-current={selected ? 'true' : undefined}
      className={cn(
        'flex items-center gap-3 rounded-lg p-2 outline-none transition-colors hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50',
        selected && 'bg-accent',
      )}
    >
      <ContactAvatar contact={contact} />
      <span className="grid min-w-0 flex-1 grid-cols-1 gap-0.5">
        <span className="flex items-baseline justify-between gap-2">
          <span className={cn('truncate text-sm', unread ? 'font-semibold' : 'font-medium')}>{contact.name}</span>
          {contact.lastMessageTime ? (
            <time dateTime={contact.lastMessageTime} className="shrink-0 text-xs text-muted-foreground">
              {formatListTime(contact.lastMessageTime)}
            </time>
          ) : null}
        </span>
        <span className="flex items-center justify-between gap-2">
          <span className={cn('truncate text-xs', unread ? 'text-foreground' : 'text-muted-foreground')}>
            {contact.lastMessage ?? roleLabels[contact.role]}
          </span>
          {unread ? (
            <span className="flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-primary px-1.5 text-[0.7rem] font-semibold text-primary-foreground">
              {contact.unreadCount}
              <span className="sr-only"> unread</span>
            </span>
          ) : null}
        </span>
      </span>
    </Link>
  );
}
