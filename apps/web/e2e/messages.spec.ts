import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { messageRules, messagesTexts } from '@sudsy/domain/messages';
import { expectNoSeriousViolations } from './support/accessibility';
import { signInThroughApi } from './support/accounts';
import {
  messageLog,
  shareQuoteRequest,
  unreadBadge,
  verifiedPerson,
  write,
  type Person,
} from './support/messages-setup';
import { e2ePorts } from './support/ports';

const baseURL = `http://localhost:${e2ePorts.product}`;
const tag = randomBytes(3).toString('hex');
let owner: Person;
let washer: Person;
let requestId: string;

test.beforeAll(async () => {
  [owner, washer] = await Promise.all([
    verifiedPerson(baseURL, 'owner', `Olivia ${tag}`),
    verifiedPerson(baseURL, 'washer', `Bubbles ${tag}`),
  ]);
  requestId = await shareQuoteRequest(baseURL, owner, washer);
});

test('the owner opens the conversation from the request page; blank text is ignored and too long is refused', async ({
  page,
}) => {
  await signInThroughApi(page, owner);
  await page.goto(`/customer/requests/${requestId}`);
  await page
    .getByRole('list', { name: 'Washers' })
    .getByRole('link', { name: `Message ${washer.name}` })
    .click();
  await expect(page).toHaveURL(`/messages?contact=${washer.id}&request=${requestId}`);
  await expect(page.getByRole('heading', { level: 2, name: washer.name })).toBeVisible();
  await expect(page.getByText(messagesTexts.noMessagesYet)).toBeVisible();
  await expectNoSeriousViolations(page);

  const box = page.getByRole('textbox', { name: `Message ${washer.name}` });
  await box.fill('   ');
  await box.press('Enter');
  await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();
  await box.fill('x'.repeat(2001));
  await expect(page.getByText(messageRules.tooLong(2001))).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();
});

test('owner and washer talk live: the washer’s badge rises, reading clears it, the reply arrives without a reload', async ({
  browser,
}) => {
  const ownerContext = await browser.newContext();
  const washerContext = await browser.newContext();
  const ownerPage = await ownerContext.newPage();
  const washerPage = await washerContext.newPage();
  await Promise.all([signInThroughApi(ownerPage, owner), signInThroughApi(washerPage, washer)]);

  // The washer waits on their dashboard with nothing unread; the owner has the conversation open.
  await Promise.all([
    washerPage.goto('/provider/dashboard'),
    ownerPage.goto(`/messages?contact=${washer.id}&request=${requestId}`),
  ]);
  await expect(
    washerPage.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Messages/ }),
  ).toBeVisible();
  await expect(unreadBadge(washerPage)).toHaveCount(0);

  const first = 'Hi! Is Saturday at 10 ok? Parking: https://example.com/parking <b>gate 4</b>';
  await write(ownerPage, washer.name, first);
  await expect(messageLog(ownerPage, washer.name).getByRole('listitem')).toHaveCount(1);

  // The washer's header counts it without a reload.
  await expect(unreadBadge(washerPage)).toHaveText(/^1\s*unread$/);

  await washerPage
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: /^Messages/ })
    .click();
  await expect(washerPage.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  await expect(washerPage.getByText(messagesTexts.noConversation.title)).toBeVisible();
  await expect(washerPage.getByText(messagesTexts.noConversation.description)).toBeVisible();
  await expect(washerPage.getByRole('tab', { name: 'Customers' })).toBeVisible();
  const ownerContact = washerPage
    .getByRole('list', { name: 'Contacts' })
    .getByRole('link')
    .filter({ hasText: owner.name });
  await expect(ownerContact).toContainText('1 unread');
  await expect(ownerContact).toContainText('Hi! Is Saturday at 10 ok?');
  await expectNoSeriousViolations(washerPage);

  // Search and tabs narrow the list.
  await washerPage.getByRole('searchbox', { name: 'Search contacts' }).fill('nobody by this name');
  await expect(washerPage.getByText(messagesTexts.noContacts)).toBeVisible();
  await washerPage.getByRole('searchbox', { name: 'Search contacts' }).fill(tag);
  await washerPage.getByRole('tab', { name: 'Unread' }).click();
  await expect(ownerContact).toBeVisible();

  // Opening it reads it: the count goes back to 0. Markup is text, the link opens safely.
  await ownerContact.click();
  const washerLog = messageLog(washerPage, owner.name);
  await expect(washerLog).toContainText('<b>gate 4</b>');
  await expect(washerLog.locator('b')).toHaveCount(0);
  const link = washerLog.getByRole('link', { name: 'https://example.com/parking' });
  await expect(link).toHaveAttribute('href', 'https://example.com/parking');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(unreadBadge(washerPage)).toHaveCount(0);
  await washerPage.getByRole('tab', { name: 'All' }).click();
  await expect(ownerContact).not.toContainText('unread');

  // The owner sees it read, live.
  await expect(messageLog(ownerPage, washer.name)).toContainText('Read');

  await write(washerPage, owner.name, 'Saturday at 10 works. See you then!');
  await expect(messageLog(ownerPage, washer.name)).toContainText('Saturday at 10 works. See you then!');
  // The owner has the conversation open, so the reply is read at once and no badge stays.
  await expect(unreadBadge(ownerPage)).toHaveCount(0);
  await expectNoSeriousViolations(washerPage);

  await ownerContext.close();
  await washerContext.close();
});

test('on a phone the contact list and the conversation are separate views', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
  const page = await context.newPage();
  await signInThroughApi(page, washer);
  await page.goto('/messages');
  const contacts = page.getByRole('region', { name: 'Contacts' });
  await expect(contacts).toBeVisible();
  await expect(page.getByRole('region', { name: 'Conversation' })).toHaveCount(0);

  await contacts.getByRole('link').filter({ hasText: owner.name }).click();
  await expect(page.getByRole('region', { name: 'Conversation' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Contacts' })).toHaveCount(0);
  await expectNoSeriousViolations(page);

  await page.getByRole('link', { name: messagesTexts.back }).click();
  await expect(page.getByRole('region', { name: 'Contacts' })).toBeVisible();
  await context.close();
});
