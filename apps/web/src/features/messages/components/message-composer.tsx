import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { SendIcon } from 'lucide-react';
import { toast } from 'sonner';
import { maxMessageLength } from '@sudsy/domain/constants';
import { isBlankMessage, messageLength, messageRules, messagesTexts } from '@sudsy/domain/messages';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { serverMessage } from '@/lib/error-message';
import { useSendMessage } from '../api/send-message';

// The counter appears as the limit comes near, not on every short message.
const counterFrom = maxMessageLength - 200;

type MessageComposerProps = { me: string; contactId: string; contactName: string; requestId?: string };

/** The message box: Enter sends, Shift+Enter starts a new line; blank text is ignored, over 2,000 characters is refused. */
export function MessageComposer({ me, contactId, contactName, requestId }: MessageComposerProps) {
  const [draft, setDraft] = useState('');
  const send = useSendMessage(me);
  const hintId = useId();
  const length = messageLength(draft.trim());
  const tooLong = length > maxMessageLength;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (isBlankMessage(draft) || tooLong || send.isPending) return;
    send.mutate(
      { contactId, content: draft, requestId },
      {
        onSuccess: () => setDraft(''),
        onError: (error) =>
          toast.error(messagesTexts.sendFailed, { description: serverMessage(error) ?? 'Please try again.' }),
      },
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  return (
    <form onSubmit={submit} className="grid gap-1.5 border-t p-3">
      <div className="flex items-end gap-2">
        <Textarea
          aria-label={`Message ${contactName}`}
          aria-invalid={tooLong || undefined}
          aria-describedby={length >= counterFrom ? hintId : undefined}
          placeholder={messagesTexts.messagePlaceholder}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          rows={1}
          className="max-h-40 min-h-10 resize-none"
        />
        <Button
          type="submit"
          size="icon"
          className="size-10 shrink-0"
          disabled={isBlankMessage(draft) || tooLong || send.isPending}
        >
          <SendIcon aria-hidden />
          <span className="sr-only">{messagesTexts.send}</span>
        </Button>
      </div>
      {length >= counterFrom ? (
        <p
          id={hintId}
          className={tooLong ? 'text-xs font-medium text-destructive' : 'text-xs text-muted-foreground'}
          aria-live="polite"
        >
          {tooLong
            ? messageRules.tooLong(length)
            : `${length.toLocaleString('en-US')} / ${maxMessageLength.toLocaleString('en-US')} characters`}
        </p>
      ) : null}
    </form>
  );
}
