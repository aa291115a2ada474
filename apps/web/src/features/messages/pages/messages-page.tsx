import { useSearchParams } from 'react-router';
import { MessageSquareIcon } from 'lucide-react';
import { messagesTexts } from '@sudsy/domain/messages';
import { EmptyState } from '@/components/empty-state';
import { useSession } from '@/lib/session';
import { useIsMobile } from '@/lib/use-media-query';
import { cn } from '@/lib/utils';
import { ContactList } from '../components/contact-list';
import { ConversationPane } from '../components/conversation-pane';

/**
 * /messages: contacts on the left, the chosen conversation on the right (see Messages in
 * docs/product.md). The choice
 * lives in the address (?contact=, and ?request= from a request's Message button), so Back and
 * shared links work; on a phone the list and the conversation are separate views.
 */
export function MessagesPage() {
  const { user } = useSession();
  const [params] = useSearchParams();
  const isMobile = useIsMobile();
  const contactId = params.get('contact');
  const requestId = params.get('request') ?? undefined;
  if (!user) return null;

  const showList = !isMobile || contactId === null;
  const showConversation = !isMobile || contactId !== null;
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col px-4 py-6 sm:px-6 lg:px-8">
      <title>Messages | Sudsy</title>
      <h1 className={cn('mb-4 text-3xl font-bold tracking-tight', !showList && 'sr-only')}>{messagesTexts.title}</h1>
      <div
        className={cn(
          'grid h-[calc(100svh-11rem)] min-h-[28rem] grid-cols-[minmax(0,1fr)] overflow-hidden rounded-xl border bg-card shadow-sm',
          showList && showConversation && 'md:grid-cols-[20rem_minmax(0,1fr)]',
        )}
      >
        {showList ? (
          <section aria-label="Contacts" className={cn('flex min-h-0 flex-col', showConversation && 'border-r')}>
            <ContactList viewer={user.role} selectedId={contactId} />
          </section>
        ) : null}
        {showConversation ? (
          <section aria-label="Conversation" className="flex min-h-0 flex-col">
            {contactId === null ? (
              <div className="grid flex-1 place-items-center p-6">
                <EmptyState
                  icon={MessageSquareIcon}
                  title={messagesTexts.noConversation.title}
                  description={messagesTexts.noConversation.description}
                  className="border-none"
                />
              </div>
            ) : (
              <ConversationPane
                key={contactId}
                me={user.id}
                contactId={contactId}
                requestId={requestId}
                showBack={isMobile}
              />
            )}
          </section>
        ) : null}
      </div>
    </div>
  );
}
