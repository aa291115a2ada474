import { escapeHtml } from '../../platform/mail/templates';
import type { LocalAccount } from '../../platform/payments/local-objects';
import { pageFrame } from './page-frame';

/** Where a washer's onboarding link leads with the local provider: Stripe's forms, reduced to one button. */
export function onboardingPage(account: LocalAccount): string {
  const done = account.payouts_enabled
    ? '<p class="note">Onboarding is finished: payouts are enabled.</p>'
    : '<p class="note">In Stripe mode the washer would give their identity and bank details here.</p>';
  return pageFrame(
    'Local payouts onboarding',
    `<form class="card" method="post">
    <p>Account <code>${escapeHtml(account.id)}</code> for ${escapeHtml(account.email)}</p>
    ${done}
    <button type="submit">Finish onboarding</button>
  </form>`,
  );
}
