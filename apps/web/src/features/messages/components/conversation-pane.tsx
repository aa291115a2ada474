import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { ArrowLeftIcon, FlagIcon, MessageSquareIcon, MessageSquareOffIcon, WifiOffIcon } from 'lucide-react';
import { messagesTexts, type Contact, type Message } from '@sudsy/domain/messages';
import { reportedLabel } from '@sudsy/domain/moderation';
import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/load-failed';
import { LoadMoreButton } from '@/components/load-more-button';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { serverMessage } from '@/lib/error-message';
import { cn } from '@/lib/utils';
import { useConversation, type Conversation } from '../api/get-conversation';
import { useLoadEarlierMessages } from '../api/load-earlier-messages';
import { useMarkConversationRead } from '../api/mark-conversation-read';
import { formatMessageTime } from '../lib/message-times';
import { useStreamStatus } from '../lib/stream-status';
import { usePageVisible } from '../lib/use-page-visible';
import { ContactAvatar } from './contact-avatar';
import { MessageComposer } from './message-composer';
import { MessageText } from './message-text';
import { ReportMessageButton } from './report-message-button';

const roleLabels = { owner: 'Customer', washer: 'Washer' } as const;

type ConversationPaneProps = {
  me: string;
  contactId: string;
  requestId?: string;
  /** On a phone the conversation is its own view, with a way back to the list. */
  showBack: boolean;
};

/** The right side of /messages once a contact is chosen: who, the messages, and the message box. */
export function ConversationPane({ me, contactId, requestId, showBack }: ConversationPaneProps) {
  const conversation = useConversation(contactId);
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      {conversation.isPending ? (
        <div role="status" className="grid gap-4 p-4">
          <span className="sr-only">Loading the conversation...</span>
          <Skeleton className="h-10 w-56" />
          <Skeleton className="h-14 w-2/3" />
          <Skeleton className="ml-auto h-14 w-1/2" />
        </div>
      ) : conversation.isError ? (
        <div className="flex flex-1 flex-col">
          {showBack ? <BackToContacts /> : null}
          <div className="grid flex-1 place-items-center p-4">
            {conversation.error instanceof ApiError && conversation.error.status === 404 ? (
              <EmptyState
                icon={MessageSquareOffIcon}
                title="Conversation not found"
                description="You can write to the washers and customers you share a quote request with."
              />
            ) : (
              <LoadFailed
                title={messagesTexts.loadFailed}
                description={serverMessage(conversation.error) ?? 'An error occurred while loading this conversation.'}
                onRetry={() => void conversation.refetch()}
                retrying={conversation.isRefetching}
              />
            )}
          </div>
        </div>
      ) : (
        <OpenConversation me={me} conversation={conversation.data} requestId={requestId} showBack={showBack} />
      )}
    </div>
  );
}

function BackToContacts() {
  return (
    <Button asChild variant="ghost" size="icon" className="shrink-0">
      <Link to="/messages">
        <ArrowLeftIcon aria-hidden />
        <span className="sr-only">{messagesTexts.back}</span>
      </Link>
    </Button>
  );
}

function OpenConversation({
  me,
  conversation,
  requestId,
  showBack,
}: {
  me: string;
  conversation: Conversation;
  requestId?: string;
  showBack: boolean;
}) {
  const { contact, messages } = conversation;
  const markRead = useMarkConversationRead(me);
  const visible = usePageVisible();
  const status = useStreamStatus();
  const newestUnread = messages.findLast((message) => message.receiverId === me && !message.read)?.id;
  const { mutate: markConversationRead } = markRead;

  // Open and in sight means read: now, and for each message that arrives while it stays so.
  useEffect(() => {
    if (newestUnread && visible) markConversationRead(contact.id);
  }, [newestUnread, visible, markConversationRead, contact.id]);

  return (
    <>
      <header className="flex items-center gap-3 border-b p-3">
        {showBack ? <BackToContacts /> : null}
        <ContactAvatar contact={contact} />
        <div className="grid min-w-0 flex-1 grid-cols-1">
          <h2 className="truncate font-semibold">{contact.name}</h2>
          <p className="text-xs text-muted-foreground">{roleLabels[contact.role]}</p>
        </div>
        {status === 'reconnecting' ? (
          <p role="status" className="inline-flex items-center gap-1.5 text-xs text-muted-foreground">
            <WifiOffIcon className="size-3.5" aria-hidden />
            Reconnecting...
          </p>
        ) : null}
      </header>
      <MessageLog me={me} contact={contact} messages={messages} hasEarlier={conversation.hasEarlier} />
      <MessageComposer
        key={contact.id}
        me={me}
        contactId={contact.id}
        contactName={contact.name}
        requestId={requestId ?? contact.requestId ?? undefined}
      />
    </>
  );
}

function MessageLog({
  me,
  contact,
  messages,
  hasEarlier,
}: {
  me: string;
  contact: Contact;
  messages: Message[];
  hasEarlier: boolean;
}) {
  const contactName = contact.name;
  const earlier = useLoadEarlierMessages(contact.id);
  const end = useRef<HTMLDivElement>(null);
  const lastId = messages.at(-1)?.id;
  // The newest message stays in view as messages arrive.
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [lastId]);

  if (messages.length === 0) {
    return (
      <div className="grid min-h-0 flex-1 place-items-center p-4">
        <EmptyState icon={MessageSquareIcon} title={messagesTexts.noMessagesYet} className="border-none" />
      </div>
    );
  }
  return (
    <div role="log" aria-label={`Messages with ${contactName}`} className="min-h-0 flex-1 overflow-y-auto p-4">
      {hasEarlier ? (
        <LoadMoreButton
          label="Load earlier messages"
          loading={earlier.isPending}
          onLoad={() => {
            const oldest = messages[0]?.id;
            if (oldest) earlier.mutate(oldest);
          }}
          className="mb-3"
        />
      ) : null}
      {earlier.isError ? (
        <p role="alert" className="mb-3 text-center text-sm text-destructive">
          {serverMessage(earlier.error) ?? 'Earlier messages could not be loaded. Try again.'}
        </p>
      ) : null}
      <ol className="grid grid-cols-1 gap-3">
        {messages.map((message) => {
          const mine = message.senderId === me;
          return (
            <li
              key={message.id}
              className={cn(
                'flex max-w-[85%] flex-col gap-1 sm:max-w-[70%]',
                mine ? 'items-end justify-self-end' : 'items-start',
              )}
            >
              <span className="sr-only">{mine ? 'You' : contactName}:</span>
              <div
                className={cn(
                  'rounded-2xl px-3.5 py-2',
                  mine ? 'rounded-br-sm bg-primary text-primary-foreground' : 'rounded-bl-sm bg-muted',
                )}
              >
                {message.removed ? (
                  <p className="text-sm italic">{message.content}</p>
                ) : (
                  <MessageText content={message.content} />
                )}
              </div>
              <span className="flex items-center gap-1 text-[0.7rem] text-muted-foreground">
                <time dateTime={message.createdAt}>{formatMessageTime(message.createdAt)}</time>
                {mine && message.read ? ' · Read' : null}
                {/* A removed message says so in its place; one the viewer reported says what became of it. */}
                {mine || message.removed ? null : message.myReport ? (
                  <span className="inline-flex items-center gap-1 px-1.5">
                    <FlagIcon aria-hidden className="size-3 shrink-0" />
                    {reportedLabel(message.myReport)}
                  </span>
                ) : (
                  <ReportMessageButton messageId={message.id} senderId={message.senderId} senderName={contactName} />
                )}
              </span>
            </li>
          );
        })}
      </ol>
      <div ref={end} />
    </div>
  );
}
