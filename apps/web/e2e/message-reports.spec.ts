import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { messageReportReasons, messageReportTexts, removedMessageText } from '@sudsy/domain/message-moderation';
import { messageDecisionTexts } from '@sudsy/domain/message-moderation-console';
import { reportedLabel } from '@sudsy/domain/moderation';
import { operatorTabLabels } from '@sudsy/domain/operator-accounts';
import { expectNoSeriousViolations } from './support/accessibility';
import { signInThroughApi } from './support/accounts';
import { asUser } from './support/api';
import { messageLog, shareQuoteRequest, verifiedPerson } from './support/messages-setup';
import { createOperator } from './support/operator';
import { e2ePorts } from './support/ports';

// Reported messages (docs/product.md, "Operators"): an owner reports what a washer wrote, an
// operator removes it, and both people then read the removal in its place.

const baseURL = `http://localhost:${e2ePorts.product}`;
const tag = randomBytes(3).toString('hex');

test('an owner reports a washer’s message, an operator removes it, both sides see it removed', async ({ browser }) => {
  const [owner, washer] = await Promise.all([
    verifiedPerson(baseURL, 'owner', `Olivia ${tag}`),
    verifiedPerson(baseURL, 'washer', `Cashonly ${tag}`),
  ]);
  const requestId = await shareQuoteRequest(baseURL, owner, washer);
  const bad = `Pay me cash and skip the app fee ${tag}`;
  await asUser(
    washer,
    async (api) => {
      const sent = await api.post(`/api/messages/conversations/${owner.id}`, { data: { content: bad, requestId } });
      expect(sent.status(), await sent.text()).toBe(201);
    },
    baseURL,
  );

  // The owner reports it from the conversation.
  const ownerPage = await (await browser.newContext()).newPage();
  await signInThroughApi(ownerPage, owner);
  await ownerPage.goto(`/messages?contact=${washer.id}&request=${requestId}`);
  const log = messageLog(ownerPage, washer.name);
  await expect(log.getByText(bad)).toBeVisible();
  await log.getByRole('button', { name: messageReportTexts.buttonName(washer.name) }).click();
  const dialog = ownerPage.getByRole('dialog', { name: messageReportTexts.title });
  await dialog.getByRole('radio', { name: messageReportReasons['off-platform-payment'] }).click();
  await dialog.getByRole('textbox').fill('Asks for cash');
  await expectNoSeriousViolations(ownerPage);
  await dialog.getByRole('button', { name: messageReportTexts.submit }).click();
  await expect(dialog).toBeHidden();
  // The owner reads it as reported, at once and after a reload, with no Report left to try again.
  const reported = log.getByText(reportedLabel({ outcome: null, reason: null }));
  await expect(reported).toBeVisible();
  await ownerPage.reload();
  await expect(reported).toBeVisible();
  await expect(log.getByRole('button', { name: messageReportTexts.buttonName(washer.name) })).toHaveCount(0);

  // The operator removes it from the Reports tab.
  const operatorPage = await (await browser.newContext()).newPage();
  await createOperator(operatorPage);
  await operatorPage.goto('/operator');
  await operatorPage.getByRole('tab', { name: operatorTabLabels.reports }).click();
  const card = operatorPage.getByRole('article', { name: `${washer.name} to ${owner.name}` });
  await expect(card.getByText(bad)).toBeVisible();
  await expectNoSeriousViolations(operatorPage);
  await card.getByRole('button', { name: `${messageDecisionTexts.hide.button} from ${washer.name}` }).click();
  const decision = operatorPage.getByRole('dialog', { name: messageDecisionTexts.hide.title(washer.name) });
  await decision.getByRole('textbox').fill('Asks to pay outside Sudsy');
  await decision.getByRole('button', { name: messageDecisionTexts.hide.confirm }).click();
  await expect(card).toBeHidden();

  // Both people read the removal in its place.
  await ownerPage.reload();
  await expect(log.getByText(removedMessageText)).toBeVisible();
  await expect(log.getByText(bad)).toHaveCount(0);
  await expect(reported).toHaveCount(0);
  const washerPage = await (await browser.newContext()).newPage();
  await signInThroughApi(washerPage, washer);
  await washerPage.goto(`/messages?contact=${owner.id}&request=${requestId}`);
  await expect(messageLog(washerPage, owner.name).getByText(removedMessageText)).toBeVisible();
  // The owner's report is never the washer's to see.
  await expect(messageLog(washerPage, owner.name).getByText(/Reported/)).toHaveCount(0);
  await expectNoSeriousViolations(washerPage);
});
