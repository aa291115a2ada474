import { randomBytes } from 'node:crypto';
import type { BrowserContext, Page } from '@playwright/test';
import { disputeCardTexts, disputeConsoleTexts } from '@sudsy/domain/disputes';
import { reportsConsoleTexts, reviewDecisionTexts } from '@sudsy/domain/moderation-console';
import { operatorActionLabels, operatorTexts, suspensionCancellationReason } from '@sudsy/domain/operator';
import { accountActionTexts, operatorAccountTexts } from '@sudsy/domain/operator-accounts';
import { verificationConsoleTexts, verifiedBadgeTexts } from '@sudsy/domain/verification';
import { expectNoSeriousViolations } from './support/accessibility';
import type { TestUser } from './support/accounts';
import { expect, test } from './support/fixtures';
import {
  bookThroughApi,
  completeThroughApi,
  quoteThroughApi,
  requestQuoteThroughApi,
  reviewThroughApi,
} from './support/marketplace';
import {
  contestedDisputeThroughApi,
  newestReviewId,
  operatorSignedInWithTwoFactor,
  reportReviewThroughApi,
} from './support/operator-day';
import { createPayingOwner } from './support/payments';
import { places } from './support/places';
import type { StartedBooking } from './support/started-bookings';
import { signedInPage } from './support/washers';
import { sendForReviewThroughApi } from './support/verification';

// An operator's day (issue 42's "Done when"; docs/product.md, "Operators"): one operator, made by
// the tool and signed in with two-factor, verifies a washer, hides a review reported on them,
// settles a dispute about their job with a partial refund, and suspends them; the audit log then
// holds all four. One test per step, in order, on the operator's one signed-in page, about one
// washer (a started job of theirs); each step makes what it acts on through the API.

const place = places.bookingJourney;
const search = `/providers?services=express-wash&address=${place.zip}&verified=1`;

test.describe.serial('an operator’s day', () => {
  let operatorPage: Page;
  let context: BrowserContext;
  let operator: TestUser;
  // The washer of the day: a job of theirs with an owner, started so that it can be completed.
  let job: StartedBooking;
  /** GET /api/appointments/{id}/payment, as far as the journey reads it. */
  type PaymentAnswer = { payment: { status: string } | null };

  const tag = randomBytes(3).toString('hex');
  const reasons = {
    hide: `Insults the washer (${tag})`,
    dispute: `The photo shows muddy wheels (${tag})`,
    suspend: `Three owners reported damage (${tag})`,
  };

  test.beforeAll(async ({ browser }) => {
    context = await browser.newContext();
    operatorPage = await context.newPage();
    operator = await operatorSignedInWithTwoFactor(operatorPage);
  });

  test.afterAll(async () => {
    await context.close();
  });

  /** The washer's card among the verified washers an owner finds near the job. */
  async function verifiedSearchCard(page: Page, name: string) {
    await page.goto(search);
    await page.getByRole('button', { name: 'Find Providers' }).click();
    const results = page.getByRole('list', { name: 'Providers' });
    // Once the washer is gone, no verified washer may be left near the job.
    await expect(results.or(page.getByRole('heading', { level: 2, name: 'No providers found' }))).toBeVisible();
    return results.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name }) });
  }

  test('approves a washer’s documents: owners find the Verified badge', async ({ browser, startedBooking }) => {
    job = startedBooking;
    const { washer } = job;
    await sendForReviewThroughApi(washer);

    await operatorPage.goto('/operator?tab=verification');
    const queue = operatorPage.getByRole('list', { name: verificationConsoleTexts.title });
    await queue.getByRole('button', { name: new RegExp(washer.name) }).click();
    const detail = operatorPage.getByRole('region', { name: washer.name });
    await expect(detail.getByRole('img', { name: `ID document of ${washer.name}` })).toBeVisible();
    await expectNoSeriousViolations(operatorPage);
    await detail.getByRole('button', { name: verificationConsoleTexts.approve }).click();
    const confirm = operatorPage.getByRole('alertdialog', { name: verificationConsoleTexts.approveTitle });
    await expectNoSeriousViolations(operatorPage);
    await confirm.getByRole('button', { name: verificationConsoleTexts.approve }).click();
    await expect(queue.getByRole('button', { name: new RegExp(washer.name) })).toHaveCount(0);

    const owner = await signedInPage(browser, job.owner);
    const card = await verifiedSearchCard(owner, washer.name);
    await expect(card.getByRole('img', { name: new RegExp(`^${verifiedBadgeTexts.label}`) })).toBeVisible();
    await owner.context().close();
  });

  test('hides a reported review: the washer’s rating changes', async ({ browser }) => {
    const { washer, owner, booking } = job;
    const comment = `Rude and useless (${tag})`;
    await completeThroughApi(washer, booking.appointmentId);
    await reviewThroughApi(owner, booking.appointmentId, { rating: 1, comment });
    await reportReviewThroughApi(washer, await newestReviewId(washer.id), 'Calls me names, I was on time.');

    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(`/providers/${washer.id}`);
    const reviews = visitor.getByRole('region', { name: 'Reviews' });
    await expect(reviews).toContainText('1.0 out of 5');
    await expect(reviews).toContainText('1 review');
    await expect(reviews.getByText(comment)).toBeVisible();

    await operatorPage.goto('/operator?tab=reports');
    await expect(operatorPage.getByRole('heading', { name: reportsConsoleTexts.title })).toBeVisible();
    const reported = operatorPage.getByRole('article', { name: washer.name, exact: true }).filter({ hasText: comment });
    await expect(reported).toContainText('Calls me names, I was on time.');
    await expectNoSeriousViolations(operatorPage);
    await reported.getByRole('button', { name: new RegExp(`^${reviewDecisionTexts.hide.button}`) }).click();
    const dialog = operatorPage.getByRole('dialog', { name: reviewDecisionTexts.hide.title(washer.name) });
    await dialog.getByRole('textbox', { name: reviewDecisionTexts.reasonLabel }).fill(reasons.hide);
    await expectNoSeriousViolations(operatorPage);
    await dialog.getByRole('button', { name: reviewDecisionTexts.hide.confirm }).click();
    await expect(reported).toHaveCount(0);

    // The review has left the page and the rating with it; the completed job still counts.
    await visitor.reload();
    await expect(reviews.getByRole('definition').first()).toHaveText('1');
    await expect(reviews).not.toContainText('1.0 out of 5');
    await expect(reviews).not.toContainText('1 review');
    await expect(reviews.getByText(comment)).toHaveCount(0);
    await visitor.context().close();
  });

  test('settles a dispute with a partial refund: both receipts show it', async ({ browser }) => {
    const { washer, owner, booking } = job;
    const problem = `The wheels were still muddy (${tag}).`;
    await contestedDisputeThroughApi(owner, washer, booking.appointmentId, {
      problem,
      amountCents: 2000,
      contest: 'They were clean when I left.',
    });

    await operatorPage.goto('/operator?tab=disputes');
    const queue = operatorPage.getByRole('list', { name: disputeConsoleTexts.listLabel });
    await queue.getByRole('button', { name: new RegExp(washer.name) }).click();
    const detail = operatorPage.getByRole('article');
    await expect(detail).toContainText(problem);
    await expect(detail).toContainText('They were clean when I left.');
    await expectNoSeriousViolations(operatorPage);
    await detail.getByRole('button', { name: disputeConsoleTexts.decide }).click();
    const decide = operatorPage.getByRole('dialog', { name: disputeConsoleTexts.decideTitle });
    await decide.getByLabel(disputeConsoleTexts.refundLabel).fill('15');
    await decide.getByLabel(disputeConsoleTexts.reasonLabel).fill(reasons.dispute);
    await expectNoSeriousViolations(operatorPage);
    await decide.getByRole('button', { name: disputeConsoleTexts.confirm }).click();
    const outcome = 'Decided by Sudsy: $15, refunded to the card that paid.';
    await expect(detail).toContainText(outcome);

    // The refund on the job's receipt, as the owner and as the washer read it.
    for (const side of [owner, washer]) {
      const page = await signedInPage(browser, side);
      await page.goto(`/appointments/${booking.appointmentId}`);
      await expect(page.getByRole('region', { name: disputeCardTexts.title })).toContainText(outcome);
      const receipt = page.getByRole('region', { name: 'Receipt' });
      await expect(receipt.getByRole('table', { name: /^Payment/ })).toContainText(/Refunded\s*[−-]\$15\.00/);
      await page.context().close();
    }
  });

  test('suspends the washer: gone from search, their booking cancelled and refunded', async ({ browser }) => {
    const { washer } = job;
    const owner = await createPayingOwner();
    const requestId = await requestQuoteThroughApi(owner, washer.id, place);
    await quoteThroughApi(washer, requestId);
    const booking = await bookThroughApi(owner, requestId, washer.id);
    const ownerPage = await signedInPage(browser, owner);
    await expect(await verifiedSearchCard(ownerPage, washer.name)).toHaveCount(1);

    await operatorPage.goto('/operator?tab=accounts');
    await operatorPage.getByRole('searchbox', { name: operatorAccountTexts.searchLabel }).fill(washer.email);
    await operatorPage.keyboard.press('Enter');
    const results = operatorPage.getByRole('list', { name: operatorAccountTexts.resultsLabel });
    await results.getByRole('button', { name: new RegExp(washer.name) }).click();
    const detail = operatorPage.getByRole('region', { name: washer.name });
    await expect(detail).toContainText(operatorAccountTexts.active);
    await expectNoSeriousViolations(operatorPage);
    await detail.getByRole('button', { name: operatorAccountTexts.suspend }).click();
    const dialog = operatorPage.getByRole('dialog', { name: accountActionTexts.suspend.title(washer.name) });
    await dialog.getByRole('textbox', { name: accountActionTexts.reasonLabel }).fill(reasons.suspend);
    await expectNoSeriousViolations(operatorPage);
    await dialog.getByRole('button', { name: accountActionTexts.suspend.confirm }).click();
    await expect(dialog).toHaveCount(0);
    await expect(detail).toContainText(reasons.suspend);

    // Gone from search at once. That every instance drops them is the server's test
    // (apps/server/src/features/operator/suspension-instances.test.ts): the journeys run one server.
    await expect(await verifiedSearchCard(ownerPage, washer.name)).toHaveCount(0);
    // The owner's booking is cancelled by Sudsy and its payment released, moments after.
    await ownerPage.goto(`/appointments/${booking.appointmentId}`);
    await expect(ownerPage.getByRole('note')).toContainText(suspensionCancellationReason);
    // The release follows the cancellation's event: wait for it through the API, then read the card.
    const paymentPath = `/api/appointments/${booking.appointmentId}/payment`;
    await expect
      .poll(async () => ((await (await ownerPage.request.get(paymentPath)).json()) as PaymentAnswer).payment?.status)
      .toBe('released');
    await ownerPage.reload();
    await expect(ownerPage.getByRole('region', { name: 'Payment' })).toContainText(
      'Nothing was charged: the hold was released.',
    );
    await ownerPage.context().close();
  });

  test('finds each of the day’s four actions in the audit log and its CSV', async () => {
    const { washer } = job;
    await operatorPage.goto('/operator');
    const log = operatorPage.getByRole('region', { name: operatorTexts.auditTitle });
    const mine = log.getByRole('table').getByRole('row').filter({ hasText: operator.email });
    await expect(
      mine.filter({ hasText: `user:${washer.id}` }).filter({ hasText: operatorActionLabels['verification.approved'] }),
    ).toHaveCount(1);
    await expect(mine.filter({ hasText: reasons.hide })).toContainText(operatorActionLabels['review.hidden']);
    await expect(mine.filter({ hasText: reasons.dispute })).toContainText(operatorActionLabels['dispute.decided']);
    await expect(mine.filter({ hasText: reasons.suspend })).toContainText(operatorActionLabels['account.suspended']);
    await expectNoSeriousViolations(operatorPage);

    await expect(log.getByRole('link', { name: operatorTexts.exportCsv })).toHaveAttribute(
      'href',
      '/api/operator/audit.csv',
    );
    const csv = await operatorPage.request.get('/api/operator/audit.csv');
    expect(csv.status()).toBe(200);
    const rows = (await csv.text()).split('\r\n').filter((line) => line.includes(`,${operator.email},`));
    for (const action of ['verification.approved', 'review.hidden', 'dispute.decided', 'account.suspended']) {
      expect(
        rows.filter((row) => row.includes(`,${operator.email},${action},`)),
        action,
      ).toHaveLength(1);
    }
  });
});
