import { messageSegments } from '@sudsy/domain/messages';

/**
 * A message as the sender typed it: always text (markup is shown, never run), with web
 * addresses made links that open in a new tab without giving it a handle on this one.
 */
export function MessageText({ content }: { content: string }) {
  return (
    <p dir="auto" className="text-sm break-words whitespace-pre-wrap">
      {messageSegments(content).map((segment, index) =>
        segment.kind === 'link' ? (
          <a
            key={index}
            href={segment.href}
            dir="ltr"
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium underline underline-offset-2"
          >
            {segment.text}
          </a>
        ) : (
          <span key={index}>{segment.text}</span>
        ),
      )}
    </p>
  );
}
