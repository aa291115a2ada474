import { describe, expect, it } from 'vitest';
import { escapeHtml, resetPasswordMail, verificationMail } from './templates';

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
