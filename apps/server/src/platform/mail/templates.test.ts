import { describe, expect, it } from 'vitest';
import { escapeHtml, noticeMail, resetPasswordMail, verificationMail } from './templates';

const publicUrl = 'https://sudsy.example.com';
const url = 'https://sudsy.example.com/api/auth/verify-email?token=abc&callbackURL=%2Fdashboard';

describe('mail templates', () => {
  it.each([
    ['verification', verificationMail, 'Confirm your email for Sudsy'],
    ['password reset', resetPasswordMail, 'Reset your Sudsy password'],
  ] as const)('%s: both parts carry the product name and the absolute link', (_name, template, subject) => {
    const mail = template({ name: 'Olive', url, publicUrl });
    expect(mail.subject).toBe(subject);
    expect(mail.text.split('\n')).toContain(url);
    expect(mail.text).toContain('Hi Olive,');
    expect(mail.text).toContain('Sudsy');
    expect(mail.text).toContain(publicUrl);
    expect(mail.html).toContain(`href="${escapeHtml(url)}"`);
    expect(mail.html).toContain('Sudsy');
  });

  it('escapes what users typed in the HTML part', () => {
    const mail = verificationMail({ name: '<img src=x onerror=alert(1)> & "Co"', url, publicUrl });
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('Hi &lt;img src=x onerror=alert(1)&gt; &amp; &quot;Co&quot;,');
  });

  it('escapeHtml covers the five special characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});

describe('notice mails', () => {
  it('list their facts in both parts, escape them in HTML, keep the link alone on its line and carry attachments', () => {
    const mail = noticeMail({
      subject: 'New quote from Shine',
      name: 'Olive',
      intro: 'Shine sent you a quote.',
      details: [
        ['Price', '$85.00'],
        ['Notes', '<b>Bring</b> water & soap'],
      ],
      action: 'Compare quotes',
      url: `${publicUrl}/customer/requests/1`,
      publicUrl,
      attachments: [{ filename: 'a.ics', contentType: 'text/calendar', content: 'BEGIN:VCALENDAR' }],
    });
    expect(mail.text.split('\n')).toEqual(
      expect.arrayContaining([
        'Hi Olive,',
        'Price: $85.00',
        'Notes: <b>Bring</b> water & soap',
        `${publicUrl}/customer/requests/1`,
      ]),
    );
    expect(mail.text).toContain('You can choose which emails you get under Preferences in your profile.');
    expect(mail.html).toContain('&lt;b&gt;Bring&lt;/b&gt; water &amp; soap');
    expect(mail.html).not.toContain('<b>Bring');
    expect(mail.attachments).toEqual([{ filename: 'a.ics', contentType: 'text/calendar', content: 'BEGIN:VCALENDAR' }]);
  });
});
