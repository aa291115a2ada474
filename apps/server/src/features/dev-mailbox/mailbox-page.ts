import type { OutboxMail } from '../../platform/mail/outbox-mailer';
import type { RecordedPush } from '../../platform/push/recorded-push-sender';
import type { RecordedText } from '../../platform/sms/dev-outbox-sms-sender';
import { escapeHtml } from '../../platform/mail/templates';

const urlPattern = /https?:\/\/[^\s<>"']+/g;

const outcomes: Record<RecordedPush['outcome'], string> = {
  sent: 'taken by the push service',
  gone: 'the push service no longer knows this device: it was removed',
  refused: 'refused by the push service',
  failed: 'the push service could not be reached: it will be tried again',
};

/** Where the page's Reply STOP buttons post: as if the number had texted STOP back. */
export const devTextReplyPath = '/dev/mailbox/texts/reply';

/**
 * The dev outbox as one page: each mail's text part, with its links clickable, then each push sent
 * to a device with what its push service said, then each text with a Reply STOP for its number.
 */
export function mailboxPage(
  mails: OutboxMail[],
  to: string | undefined,
  pushes: RecordedPush[] = [],
  texts: RecordedText[] = [],
): string {
  const heading = to ? `Dev mailbox: ${to}` : 'Dev mailbox';
  const items = mails.map(
    (mail) => `<article>
  <header>
    <h2>${escapeHtml(mail.subject)}</h2>
    <p>To <a href="?to=${encodeURIComponent(mail.to)}">${escapeHtml(mail.to)}</a> · <time datetime="${mail.createdAt.toISOString()}">${escapeHtml(mail.createdAt.toUTCString())}</time></p>
  </header>
  <pre>${linkify(mail.text)}</pre>
</article>`,
  );
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<!-- Reply STOP posts as a navigation: under the app's no-referrer policy that carries Origin: null,
     which the same-origin check refuses; this page lets its own origin through. -->
<meta name="referrer" content="same-origin">
<title>${escapeHtml(heading)} - Sudsy</title>
<style>
  body { margin: 0; padding: 24px; font-family: system-ui, sans-serif; background: #f4f7fb; color: #1f2937; }
  main { max-width: 760px; margin: 0 auto; }
  h1 { font-size: 24px; }
  nav { margin-bottom: 16px; font-size: 14px; }
  article { background: #fff; border: 1px solid #e5e7eb; border-radius: 8px; padding: 16px 20px; margin-bottom: 16px; }
  h2 { font-size: 18px; margin: 0 0 4px; }
  header p { margin: 0; font-size: 13px; color: #6b7280; }
  pre { white-space: pre-wrap; word-break: break-word; font: 14px/1.5 ui-monospace, monospace; }
  a { color: #0369a1; }
  h2.section { font-size: 20px; margin: 24px 0 12px; }
  h3 { font-size: 18px; margin: 0 0 4px; }
  form { margin: 8px 0 0; }
  button { min-height: 48px; padding: 0 16px; font: inherit; border: 1px solid #0369a1; border-radius: 6px; background: #fff; color: #0369a1; cursor: pointer; }
</style>
</head>
<body>
<main>
  <h1>${escapeHtml(heading)}</h1>
  <nav>Mail is kept here because SMTP_URL is not set. ${to ? '<a href="?">Show all mail</a> · ' : ''}<a href="#pushes">Push notifications (${pushes.length})</a> · <a href="#texts">Texts (${texts.length})</a></nav>
  <h2 class="section">Mail</h2>
  ${items.length > 0 ? items.join('\n') : '<p>No mail yet.</p>'}
  <h2 class="section" id="pushes">Push notifications</h2>
  ${pushes.length > 0 ? pushes.map(pushItem).join('\n') : '<p>No push notifications yet.</p>'}
  <h2 class="section" id="texts">Texts</h2>
  ${texts.length > 0 ? texts.map((text) => textItem(text, to)).join('\n') : '<p>No texts yet.</p>'}
</main>
</body>
</html>
`;
}

function pushItem(push: RecordedPush): string {
  return `<article class="push">
  <header>
    <h3>${escapeHtml(push.title)}</h3>
    <p>Push to <a href="?to=${encodeURIComponent(push.to)}">${escapeHtml(push.to)}</a> on ${escapeHtml(push.device)} · <time datetime="${push.createdAt.toISOString()}">${escapeHtml(push.createdAt.toUTCString())}</time></p>
  </header>
  <p>${escapeHtml(push.body)}</p>
  <p>Opens <a href="${escapeHtml(push.path)}">${escapeHtml(push.path)}</a> · ${escapeHtml(outcomes[push.outcome])}</p>
</article>`;
}

function textItem(text: RecordedText, to: string | undefined): string {
  return `<article class="text">
  <header>
    <h3>Text to ${escapeHtml(text.to)}</h3>
    <p>For <a href="?to=${encodeURIComponent(text.email)}">${escapeHtml(text.email)}</a> · <time datetime="${text.createdAt.toISOString()}">${escapeHtml(text.createdAt.toUTCString())}</time></p>
  </header>
  <pre>${linkify(text.body)}</pre>
  <form method="post" action="${devTextReplyPath}">
    <input type="hidden" name="from" value="${escapeHtml(text.to)}">
    <input type="hidden" name="body" value="STOP">
    <input type="hidden" name="to" value="${escapeHtml(to ?? '')}">
    <button type="submit">Reply STOP from ${escapeHtml(text.to)}</button>
  </form>
</article>`;
}

/** Escapes the text and turns each web address in it into a link. */
function linkify(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(urlPattern)) {
    html += escapeHtml(text.slice(last, match.index));
    const url = escapeHtml(match[0]);
    html += `<a href="${url}">${url}</a>`;
    last = match.index + match[0].length;
  }
  return html + escapeHtml(text.slice(last));
}
