import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { accountMessages, accountToasts, personalInfoMessages, type Account } from '@sudsy/domain/account';
import { AppProviders } from '@/app/providers';
import { PageShown } from '@/lib/page-settled';
import { createTestQueryClient } from '@/test/render-app';
import { fakeEndpoint, json } from '../testing/fake-endpoint';
import { AccountTab } from './account-tab';

const stored: Account = {
  name: 'Olivia Owner',
  email: 'olivia@example.com',
  role: 'owner',
  image: null,
  phone: null,
  address: 'Austin, TX 78701',
  coordinates: { lat: 30.27, lng: -97.74 },
  memberSince: '2026-05-04T10:00:00.000Z',
  activityCount: 3,
  rating: null,
  twoFactorEnabled: false,
};

/** The save endpoint at the network edge; the answer is the test's to choose. */
const fakeSave = (answer: (body: Record<string, unknown>) => Response) =>
  fakeEndpoint('PUT', '/api/account/personal-info', answer);

function renderTab(account: Account | undefined, role: Account['role'] = 'owner') {
  const router = createMemoryRouter(
    [
      {
        path: '/profile',
        element: (
          <PageShown>
            <AccountTab account={account} role={role} />
          </PageShown>
        ),
      },
    ],
    { initialEntries: ['/profile'] },
  );
  render(
    <AppProviders queryClient={createTestQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return userEvent.setup({ delay: null });
}

const card = () => screen.getByRole('region', { name: 'Personal Information' });
const toast = (text: string) => screen.findByText(text);

describe('Account Information tab', () => {
  it('keeps Edit disabled while the account loads', () => {
    fakeSave(() => json({}));
    renderTab(undefined);
    expect(within(card()).getByRole('button', { name: 'Edit' })).toBeDisabled();
  });

  it('shows real statistics and, for owners, payment methods', () => {
    fakeSave(() => json({}));
    renderTab(stored);
    const statistics = screen.getByRole('region', { name: 'Account Statistics' });
    expect(statistics).toHaveTextContent('Member SinceMay 2026');
    expect(statistics).toHaveTextContent('Requests Made3');
    expect(screen.getByRole('region', { name: 'Payment Methods' })).toBeInTheDocument();
  });

  it('shows a washer jobs completed, the rating and payouts, without payment methods', () => {
    fakeSave(() => json({}));
    renderTab({ ...stored, role: 'washer', activityCount: 7, rating: { average: 4.5, count: 2 } }, 'washer');
    const statistics = screen.getByRole('region', { name: 'Account Statistics' });
    expect(statistics).toHaveTextContent('Jobs Completed7');
    expect(statistics).toHaveTextContent('Average Rating4.5/5from 2 reviews');
    expect(screen.queryByRole('region', { name: 'Payment Methods' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Payouts' })).toBeInTheDocument();
  });

  it('restores the stored values on Cancel', async () => {
    fakeSave(() => json({}));
    const user = renderTab(stored);
    await user.click(within(card()).getByRole('button', { name: 'Edit' }));
    await user.clear(within(card()).getByLabelText('Full Name'));
    await user.type(within(card()).getByLabelText('Full Name'), 'Somebody Else');
    await user.click(within(card()).getByRole('button', { name: 'Cancel' }));
    expect(card()).toHaveTextContent('Olivia Owner');
    await user.click(within(card()).getByRole('button', { name: 'Edit' }));
    expect(within(card()).getByLabelText('Full Name')).toHaveValue('Olivia Owner');
  });

  it('formats the phone as typed, sends the form and returns to view mode with Profile Updated', async () => {
    const sent = fakeSave((body) =>
      json({ account: { ...stored, name: body.name, phone: body.phone }, pendingEmail: null }),
    );
    const user = renderTab(stored);
    await user.click(within(card()).getByRole('button', { name: 'Edit' }));
    await user.type(within(card()).getByLabelText('Phone'), '5551234567');
    expect(within(card()).getByLabelText('Phone')).toHaveValue('(555) 123-4567');
    await user.click(within(card()).getByRole('button', { name: 'Save Changes' }));
    expect(await toast(accountToasts.profileUpdated.title)).toBeInTheDocument();
    expect(sent).toEqual([
      {
        name: 'Olivia Owner',
        email: 'olivia@example.com',
        phone: '(555) 123-4567',
        address: 'Austin, TX 78701',
        coordinates: stored.coordinates,
      },
    ]);
    expect(await within(card()).findByRole('button', { name: 'Edit' })).toBeEnabled();
  });

  it('refuses bad fields in the browser with the spec’s words, sending nothing', async () => {
    const sent = fakeSave(() => json({}));
    const user = renderTab(stored);
    await user.click(within(card()).getByRole('button', { name: 'Edit' }));
    await user.clear(within(card()).getByLabelText('Full Name'));
    await user.type(within(card()).getByLabelText('Full Name'), 'O');
    await user.clear(within(card()).getByLabelText('Email'));
    await user.type(within(card()).getByLabelText('Email'), 'olivia@');
    await user.type(within(card()).getByLabelText('Phone'), '12345');
    await user.click(within(card()).getByRole('button', { name: 'Save Changes' }));
    expect(await within(card()).findByText(personalInfoMessages.nameTooShort)).toBeInTheDocument();
    expect(within(card()).getByText(personalInfoMessages.invalidEmail)).toBeInTheDocument();
    expect(within(card()).getByText(personalInfoMessages.invalidPhone)).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it.each([
    [
      401,
      { code: 'unauthorized', message: 'Please sign in to continue.' },
      accountToasts.authenticationError.title,
      accountMessages.loggedOutRequired,
    ],
    [
      500,
      { code: 'internal_error', message: 'Database down' },
      accountToasts.error.title,
      accountMessages.updateFailed('Database down'),
    ],
    [
      400,
      { code: 'invalid_email', message: 'Email is the same', fields: { email: 'Email is the same' } },
      accountToasts.saveFailed.title,
      'Email is the same',
    ],
  ])(
    'says why a save failed (%i) in the spec’s toasts and stays in edit mode',
    async (status, error, title, description) => {
      fakeSave(() => json({ error }, status));
      const user = renderTab(stored);
      await user.click(within(card()).getByRole('button', { name: 'Edit' }));
      await user.click(within(card()).getByRole('button', { name: 'Save Changes' }));
      expect(await toast(title)).toBeInTheDocument();
      expect(screen.getAllByText(description).length).toBeGreaterThan(0);
      expect(within(card()).getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
    },
  );
});
