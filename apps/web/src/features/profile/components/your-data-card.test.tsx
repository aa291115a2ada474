import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { accountDeletedToast, accountDeletionMessages, accountMessages } from '@sudsy/domain/account';
import { AppProviders } from '@/app/providers';
import { PageShown } from '@/lib/page-settled';
import { createTestQueryClient } from '@/test/render-app';
import { fakeEndpoint, json } from '../testing/fake-endpoint';
import { YourDataCard } from './your-data-card';

/** The delete endpoint at the network edge, answering as the test says; returns what was sent. */
const fakeDelete = (answer: (body: Record<string, unknown>) => Response) =>
  fakeEndpoint('POST', '/api/account/delete', answer);

function renderCard(twoFactorEnabled = false) {
  const router = createMemoryRouter(
    [
      {
        path: '/profile',
        element: (
          <PageShown>
            <YourDataCard twoFactorEnabled={twoFactorEnabled} />
          </PageShown>
        ),
      },
      { path: '/', element: <h1>Home</h1> },
    ],
    { initialEntries: ['/profile'] },
  );
  render(
    <AppProviders queryClient={createTestQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, user: userEvent.setup({ delay: null }) };
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: accountDeletionMessages.title }));
  return screen.findByRole('dialog', { name: accountDeletionMessages.title });
}

describe('Your data card', () => {
  it('offers the download as a link to the export', () => {
    fakeDelete(() => json({ deleted: true }));
    renderCard();
    const download = screen.getByRole('link', { name: 'Download my data' });
    expect(download).toHaveAttribute('href', '/api/account/export');
    expect(download).toHaveAttribute('download');
  });

  it('asks for the password before sending, marks a wrong one, then deletes and leads home', async () => {
    const sent = fakeDelete((body) =>
      body.password === 'right-password'
        ? json({ deleted: true })
        : json(
            {
              error: {
                code: 'invalid_input',
                message: accountMessages.wrongPassword,
                fields: { password: accountMessages.wrongPassword },
              },
            },
            400,
          ),
    );
    const { router, user } = renderCard();
    const dialog = await openDialog(user);
    expect(within(dialog).getByText(accountDeletionMessages.explanation)).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Authentication code')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: accountDeletionMessages.title }));
    expect(await within(dialog).findByText(accountDeletionMessages.passwordRequired)).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.type(within(dialog).getByLabelText('Password'), 'wrong-password');
    await user.click(within(dialog).getByRole('button', { name: accountDeletionMessages.title }));
    expect(await within(dialog).findByText(accountMessages.wrongPassword)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Password')).toHaveFocus();

    await user.clear(within(dialog).getByLabelText('Password'));
    await user.type(within(dialog).getByLabelText('Password'), 'right-password');
    await user.click(within(dialog).getByRole('button', { name: accountDeletionMessages.title }));
    expect(await screen.findByText(accountDeletedToast.title)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(sent.at(-1)).toEqual({ password: 'right-password', code: '' });
  });

  it('with two-factor on, asks for the code and sends it', async () => {
    const sent = fakeDelete(() => json({ deleted: true }));
    const { user } = renderCard(true);
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText('Password'), 'right-password');
    await user.type(within(dialog).getByLabelText('Authentication code'), '12');
    await user.click(within(dialog).getByRole('button', { name: accountDeletionMessages.title }));
    expect(await within(dialog).findByText(accountDeletionMessages.codeRequired)).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.type(within(dialog).getByLabelText('Authentication code'), '3456');
    await user.click(within(dialog).getByRole('button', { name: accountDeletionMessages.title }));
    expect(await screen.findByText(accountDeletedToast.title)).toBeInTheDocument();
    expect(sent).toEqual([{ password: 'right-password', code: '123456' }]);
  });
});
