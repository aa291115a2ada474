import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { MessageSquareIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** Where a conversation with `contactId` about `requestId` opens: the Messages page with that contact selected. */
export function messagesHref(contactId: string, requestId?: string): string {
  const query = new URLSearchParams({ contact: contactId });
  if (requestId) query.set('request', requestId);
  return `/messages?${query.toString()}`;
}

type MessageButtonProps = {
  /** The user id of the person to write to. */
  contactId: string;
  /** The quote request the conversation is about. */
  requestId?: string;
  /** Defaults to 'Message', the product's wording on a request page and a washer's quote. */
  label?: string;
  /** Names the contact for screen readers when several Message buttons share a page. */
  contactName?: string;
} & Pick<ComponentProps<typeof Button>, 'variant' | 'size' | 'className'>;

/** The 'Message' button of a request page or a washer's quote: opens that conversation on /messages. */
export function MessageButton({
  contactId,
  requestId,
  label = 'Message',
  contactName,
  variant = 'outline',
  size = 'sm',
  className,
}: MessageButtonProps) {
  return (
    <Button asChild variant={variant} size={size} className={className}>
      <Link to={messagesHref(contactId, requestId)} aria-label={contactName ? `${label} ${contactName}` : undefined}>
        <MessageSquareIcon aria-hidden />
        {label}
      </Link>
    </Button>
  );
}

/** Same as MessageButton; the name other features look for. */
export const MessageLink = MessageButton;
