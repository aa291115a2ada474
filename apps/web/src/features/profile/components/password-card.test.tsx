import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { accountMessages, accountToasts } from '@sudsy/domain/account';
import { authMessages } from '@sudsy/domain/auth-messages';
import { AppProviders } from '@/app/providers';
import { createTestQueryClient } from '@/test/render-app';
import { fakeEndpoint, json } from '../testing/fake-endpoint';
import { otherDevicesSignedOut, PasswordCard } from './password-card';

const fakeChange = (answer: (body: Record<string, unknown>) => Response) =>
  fakeEndpoint('POST', '/api/auth/change-password', answer);

function renderCard() {
  render(
    <AppProviders queryClient={createTestQueryClient()}>
      <PasswordCard />
    </AppProviders>,
  );
  return userEvent.setup({ delay: null });
}

async function change(user: ReturnType<typeof userEvent.setup>, current: string) {
  await user.type(screen.getByLabelText('Current Password'), current);
  await user.type(screen.getByLabelText('New Password'), 'fresh-suds-77');
  await user.type(screen.getByLabelText('Confirm New Password'), 'fresh-suds-77');
  await user.click(screen.getByRole('button', { name: 'Update Password' }));
}

describe('Change Password', () => {
  it('says on the card that every other device was signed out, and empties the form', async () => {
    const sent = fakeChange(() => json({ token: 'new-session', user: {} }));
    const user = renderCard();
    expect(screen.queryByText(otherDevicesSignedOut)).not.toBeInTheDocument();

    await change(user, 'wash-and-shine-42');
    const card = screen.getByRole('region', { name: 'Change Password' });
    expect(await within(card).findByRole('status')).toHaveTextContent(otherDevicesSignedOut);
    expect(await screen.findByText(accountToasts.passwordUpdated.title)).toBeInTheDocument();
    expect(sent).toEqual([
      { currentPassword: 'wash-and-shine-42', newPassword: 'fresh-suds-77', revokeOtherSessions: true },
    ]);
    expect(screen.getByLabelText('Current Password')).toHaveValue('');
  });

  it('marks a wrong current password on its field, and says nothing was signed out', async () => {
    fakeChange(() => json({ error: { code: 'INVALID_PASSWORD', message: 'Invalid password' } }, 400));
    const user = renderCard();
    await change(user, 'not-it-at-all');
    expect(await screen.findByText(accountMessages.wrongCurrentPassword)).toBeInTheDocument();
    expect(screen.getByLabelText('Current Password')).toHaveFocus();
    expect(screen.queryByText(otherDevicesSignedOut)).not.toBeInTheDocument();
  });

  it('passes on the server’s words when too many wrong passwords were tried', async () => {
    fakeChange(() => json({ error: { code: 'RATE_LIMITED', message: authMessages.tooManyAttempts } }, 429));
    const user = renderCard();
    await change(user, 'wash-and-shine-42');
    expect(await screen.findByText(authMessages.tooManyAttempts)).toBeInTheDocument();
    expect(screen.queryByText(otherDevicesSignedOut)).not.toBeInTheDocument();
  });
});
