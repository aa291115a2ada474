import type { Mail, MailAttachment } from './mailer';

export type MailContent = Omit<Mail, 'to'>;

type LinkMail = {
  /** The recipient's display name; user input, so escaped in HTML. */
  name: string;
  /** Absolute link the mail is about. */
  url: string;
  /** PUBLIC_URL, shown as the product's address. */
  publicUrl: string;
};

const productName = 'Sudsy';

// Both mails promise one hour: auth.ts gives verification and reset links that lifetime.

export function verificationMail({ name, url, publicUrl }: LinkMail): MailContent {
  return linkMail({
    subject: `Confirm your email for ${productName}`,
    greeting: `Hi ${name},`,
    intro: `Thanks for joining ${productName}. Please confirm your email address by opening this link:`,
    action: 'Confirm my email',
    url,
    outro: `The link expires in 1 hour. If you did not create a ${productName} account, you can ignore this email.`,
    publicUrl,
  });
}

export function resetPasswordMail({ name, url, publicUrl }: LinkMail): MailContent {
  return linkMail({
    subject: `Reset your ${productName} password`,
    greeting: `Hi ${name},`,
    intro: `We received a request to reset the password of your ${productName} account. Choose a new password here:`,
    action: 'Choose a new password',
    url,
    outro:
      'The link expires in 1 hour and works once. If you did not ask for this, you can ignore this email; your password stays the same.',
    publicUrl,
  });
}

export function changeEmailMail({ name, url, newEmail, publicUrl }: LinkMail & { newEmail: string }): MailContent {
  return linkMail({
    subject: `Confirm your new email for ${productName}`,
    greeting: `Hi ${name},`,
    intro: `You asked to use ${newEmail} for your ${productName} account. Please confirm this address by opening this link:`,
    action: 'Confirm my new email',
    url,
    outro: `The link expires in 1 hour. Until you open it, your account keeps its current email. If you did not ask for this, you can ignore this email.`,
    publicUrl,
  });
}

type MailDetails = ReadonlyArray<readonly [label: string, value: string]>;

type NoticeMail = {
  subject: string;
  /** The recipient's display name; user input, so escaped in HTML. */
  name: string;
  intro: string;
  /** The facts the notice is about (when, where, how much), one line each. */
  details: MailDetails;
  action: string;
  url: string;
  outro?: string;
  publicUrl: string;
  attachments?: MailAttachment[];
};

const preferencesNote = 'You can choose which emails you get under Preferences in your profile.';

/** A notice about the user's own work (a request, quote, booking or cancellation): its facts and a link to it. */
export function noticeMail({ name, outro, attachments, ...parts }: NoticeMail): MailContent {
  const content = linkMail({
    ...parts,
    greeting: `Hi ${name},`,
    outro: outro ? `${outro} ${preferencesNote}` : preferencesNote,
  });
  return attachments ? { ...content, attachments } : content;
}

type CampaignMail = {
  subject: string;
  /** The recipient's display name; user input, so escaped in HTML. */
  name: string;
  /** The operator's text: paragraphs split by blank lines, shown as written. */
  body: string;
  /** Why this person gets it, and the link that stops it. */
  why: string;
  unsubscribeLabel: string;
  unsubscribeUrl: string;
  publicUrl: string;
};

/** A marketing campaign (docs/product.md, "Marketing campaigns"): the operator's text, and the way out. */
export function campaignMail({
  subject,
  name,
  body,
  why,
  unsubscribeLabel,
  unsubscribeUrl,
  publicUrl,
}: CampaignMail): MailContent {
  const signature = `${productName} - mobile car washing and detailing`;
  const paragraphs = body
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  const text = [
    `Hi ${name},`,
    '',
    ...paragraphs.flatMap((paragraph) => [paragraph, '']),
    signature,
    publicUrl,
    '',
    why,
    `${unsubscribeLabel}: ${unsubscribeUrl}`,
    '',
  ].join('\n');
  const html = `<!doctype html>
<html lang="en">
<body style="margin:0;padding:24px;background:#f4f7fb;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
  <div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
    <h1 style="margin:0 0 24px;font-size:24px;color:#0369a1">${escapeHtml(productName)}</h1>
    <p>${escapeHtml(`Hi ${name},`)}</p>
${paragraphs.map((paragraph) => `    <p style="white-space:pre-line">${escapeHtml(paragraph)}</p>`).join('\n')}
    <p style="margin-top:32px;font-size:13px;color:#6b7280">${escapeHtml(signature)}<br><a href="${escapeHtml(publicUrl)}">${escapeHtml(publicUrl)}</a></p>
    <p style="font-size:12px;color:#6b7280">${escapeHtml(why)} <a href="${escapeHtml(unsubscribeUrl)}">${escapeHtml(unsubscribeLabel)}</a></p>
  </div>
</body>
</html>
`;
  return { subject, text, html };
}

type LinkMailParts = {
  subject: string;
  greeting: string;
  intro: string;
  details?: MailDetails;
  action: string;
  url: string;
  outro: string;
  publicUrl: string;
};

function linkMail({
  subject,
  greeting,
  intro,
  details = [],
  action,
  url,
  outro,
  publicUrl,
}: LinkMailParts): MailContent {
  const signature = `${productName} - mobile car washing and detailing`;
  const detailLines = details.length > 0 ? [...details.map(([label, value]) => `${label}: ${value}`), ''] : [];
  // The link stands alone on its line in the text part, so any client (and any test) can take it.
  const text = [greeting, '', intro, '', ...detailLines, url, '', outro, '', signature, publicUrl, ''].join('\n');
  const detailRows = details
    .map(
      ([label, value]) =>
        `<tr><th style="text-align:left;padding:4px 16px 4px 0;color:#4b5563;font-weight:normal;vertical-align:top">${escapeHtml(label)}</th><td style="padding:4px 0;white-space:pre-line">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const html = `<!doctype html>
<html lang="en">
<body style="margin:0;padding:24px;background:#f4f7fb;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
  <div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
    <h1 style="margin:0 0 24px;font-size:24px;color:#0369a1">${escapeHtml(productName)}</h1>
    <p>${escapeHtml(greeting)}</p>
    <p>${escapeHtml(intro)}</p>${detailRows ? `\n    <table style="border-collapse:collapse;font-size:14px">${detailRows}</table>` : ''}
    <p style="margin:32px 0"><a href="${escapeHtml(url)}" style="background:#0369a1;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(action)}</a></p>
    <p style="font-size:13px;color:#4b5563">If the button does not work, copy this address into your browser:<br><a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>
    <p>${escapeHtml(outro)}</p>
    <p style="margin-top:32px;font-size:13px;color:#6b7280">${escapeHtml(signature)}<br><a href="${escapeHtml(publicUrl)}">${escapeHtml(publicUrl)}</a></p>
  </div>
</body>
</html>
`;
  return { subject, text, html };
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
