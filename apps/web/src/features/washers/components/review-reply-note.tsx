import { useEffect, useRef } from 'react';
import { format, parseISO } from 'date-fns';
import { dateFormats } from '@sudsy/domain/constants';
import type { ReviewReply } from '@sudsy/domain/review';

type ReviewReplyNoteProps = {
  reply: ReviewReply;
  businessName: string;
  /** Just posted: focus moves here, as the form that had it is gone. */
  focusOnMount?: boolean;
};

/** The washer's answer under a review, set in from it. */
export function ReviewReplyNote({ reply, businessName, focusOnMount = false }: ReviewReplyNoteProps) {
  const note = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusOnMount) note.current?.focus();
  }, [focusOnMount]);
  return (
    <div
      ref={note}
      tabIndex={focusOnMount ? -1 : undefined}
      className="ml-4 grid gap-1 rounded-md border-l-2 border-primary/40 bg-muted/60 px-3 py-2.5 text-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className="font-medium">Response from {businessName}</span>
        <time dateTime={reply.createdAt} className="text-muted-foreground">
          {format(parseISO(reply.createdAt), dateFormats.created)}
        </time>
        {reply.editedAt ? <span className="text-muted-foreground">(edited)</span> : null}
      </p>
      <p dir="auto" className="whitespace-pre-line text-pretty">
        {reply.text}
      </p>
    </div>
  );
}
