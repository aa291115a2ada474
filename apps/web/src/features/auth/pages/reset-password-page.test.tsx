import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authMessages, authToasts } from '@sudsy/domain/auth-messages';
import { resetRedirectDelayMs } from '@sudsy/domain/constants';
import { renderApp } from '@/test/render-app';
import { authError, mockAuthApi } from '@/features/auth/testing/mock-auth-api';

const resetPath = '/api/auth/reset-password';

async function submitNewPassword(
  user: ReturnType<typeof renderApp>['user'],
  password = 'fresh-suds-7',
  confirmPassword = password,
) {
  await user.type(await screen.findByLabelText('New Password'), password);
  await user.type(screen.getByLabelText('Confirm Password'), confirmPassword);
  await user.click(screen.getByRole('button', { name: 'Update Password' }));
}

function expectInvalidLink() {
  const main = screen.getByRole('main');
  expect(within(main).getByRole('alert')).toHaveTextContent(authMessages.invalidResetLink);
  expect(within(main).getByRole('button', { name: 'Request a New Link' })).toBeInTheDocument();
  expect(within(main).getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
  expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
}

afterEach(() => {
  vi.useRealTimers();
});

describe('reset password page', () => {
  it.each(['/reset-password', '/reset-password?error=INVALID_TOKEN', '/reset-password?token=abc&error=INVALID_TOKEN'])(
    'at %s says the link is invalid and offers a new one',
    async (path) => {
      mockAuthApi({});
      renderApp(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Reset Password' })).toBeInTheDocument();
      expectInvalidLink();
    },
  );

  it('with a token asks for the new password twice, with a way back to login', async () => {
    mockAuthApi({});
    renderApp('/reset-password?token=abc');
    expect(await screen.findByLabelText('New Password')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Confirm Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
  });

  it("says 'Password must be at least 6 characters' and 'Passwords do not match'", async () => {
    const api = mockAuthApi({});
    const { user } = renderApp('/reset-password?token=abc');
    await submitNewPassword(user, 'short', 'other');
    // The form validates after the click has returned: wait for its verdict, not a moment.
    await waitFor(() =>
      expect(screen.getByLabelText('New Password')).toHaveAccessibleDescription(authMessages.passwordTooShort),
    );
    expect(screen.getByLabelText('Confirm Password')).toHaveAccessibleDescription(
      authMessages.resetPasswordsDoNotMatch,
    );
    expect(api.bodiesOf(resetPath)).toEqual([]);
  });

  it('sets the password, confirms with a toast and goes to /login after 2 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = mockAuthApi({ [resetPath]: () => Response.json({ status: true }) });
    const { user, router } = renderApp('/reset-password?token=abc');
    await submitNewPassword(user);

    expect(await screen.findByText(authToasts.passwordUpdated.description)).toBeInTheDocument();
    expect(api.bodiesOf(resetPath)).toEqual([{ newPassword: 'fresh-suds-7', token: 'abc' }]);
    expect(router.state.location.pathname).toBe('/reset-password');

    await act(() => vi.advanceTimersByTimeAsync(resetRedirectDelayMs));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome Back' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('says the link is invalid when the server refuses the token', async () => {
    mockAuthApi({ [resetPath]: () => authError(400, 'INVALID_TOKEN', 'Invalid token') });
    const { user } = renderApp('/reset-password?token=spent');
    await submitNewPassword(user);
    await screen.findByRole('button', { name: 'Request a New Link' });
    expectInvalidLink();
  });

  it("falls back to 'Failed to reset password'", async () => {
    mockAuthApi({ [resetPath]: () => Promise.reject(new TypeError('Failed to fetch')) });
    const { user } = renderApp('/reset-password?token=abc');
    await submitNewPassword(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(authMessages.resetFailed);
  });

  it('opens the forgot password dialog to request a new link', async () => {
    mockAuthApi({});
    const { user } = renderApp('/reset-password');
    await user.click(await screen.findByRole('button', { name: 'Request a New Link' }));
    expect(await screen.findByRole('dialog', { name: 'Reset your password' })).toBeInTheDocument();
  });
});
