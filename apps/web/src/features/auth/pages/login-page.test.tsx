import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authMessages, authToasts, roleMismatchMessage } from '@sudsy/domain/auth-messages';
import { renderApp, sessionFor } from '@/test/render-app';
import { authError, mockAuthApi } from '@/features/auth/testing/mock-auth-api';

const signInPath = '/api/auth/sign-in/email';

async function fillAndSubmit(
  user: ReturnType<typeof renderApp>['user'],
  { email = 'olivia@example.com', password = 'car-wash-42' } = {},
) {
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('login page', () => {
  it("shows the 'Welcome Back' card with Car Owner chosen and a way to register", async () => {
    mockAuthApi({});
    renderApp('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome Back' })).toBeInTheDocument();
    const accountType = screen.getByRole('radiogroup', { name: 'Account type' });
    expect(within(accountType).getByRole('radio', { name: 'Car Owner' })).toBeChecked();
    expect(within(accountType).getByRole('radio', { name: 'Car Washer' })).not.toBeChecked();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      '/register',
    );
  });

  it('ties each required-field message to its input', async () => {
    mockAuthApi({});
    const { user } = renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Sign In' }));

    const email = screen.getByLabelText('Email');
    // The form validates asynchronously after the press: wait for its verdict.
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription(authMessages.emailRequired);
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required');
  });

  it('signs an owner in and replaces the login page with the customer dashboard', async () => {
    const api = mockAuthApi({
      [signInPath]: (_, { signIn }) => (signIn(sessionFor('owner')), Response.json({ token: 't' })),
    });
    const { user, router } = renderApp('/login');
    await fillAndSubmit(user);

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/customer/dashboard');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(api.bodiesOf(signInPath)).toEqual([
      { email: 'olivia@example.com', password: 'car-wash-42', accountType: 'owner' },
    ]);
  });

  it('signs a washer in with the Car Washer account type and lands on the provider dashboard', async () => {
    const api = mockAuthApi({
      [signInPath]: (_, { signIn }) => (signIn(sessionFor('washer')), Response.json({ token: 't' })),
    });
    const { user, router } = renderApp('/login');
    await user.click(await screen.findByRole('radio', { name: 'Car Washer' }));
    await fillAndSubmit(user, { email: 'sam@example.com' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Provider Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/provider/dashboard');
    expect(api.bodiesOf(signInPath)).toEqual([expect.objectContaining({ accountType: 'washer' })]);
  });

  it('goes back to the page that asked for the sign-in (?next=), query string included', async () => {
    mockAuthApi({ [signInPath]: (_, { signIn }) => (signIn(sessionFor('owner')), Response.json({ token: 't' })) });
    const next = '/providers?services=express-wash&address=78701';
    const { user, router } = renderApp(`/login?next=${encodeURIComponent(next)}`);
    await fillAndSubmit(user);

    expect(await screen.findByRole('heading', { level: 1, name: 'Get Car Wash Quotes' })).toBeInTheDocument();
    expect(router.state.location).toMatchObject({
      pathname: '/providers',
      search: '?services=express-wash&address=78701',
    });
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it.each([
    '//evil.example/x',
    '/\\evil.example/x',
    'https://evil.example/x',
    'javascript:alert(1)',
    '/\t/evil.example',
  ])('ignores a next that could leave the site (%s) and opens the dashboard', async (next) => {
    mockAuthApi({}, { session: sessionFor('owner') });
    const { router } = renderApp(`/login?next=${encodeURIComponent(next)}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/customer/dashboard');
  });

  it('asks an account with two-factor on for its app code and signs in only once it is right', async () => {
    const api = mockAuthApi({
      [signInPath]: () => Response.json({ twoFactorRedirect: true, twoFactorMethods: ['totp'] }),
      '/api/auth/two-factor/verify-totp': (body, { signIn }) =>
        body.code === '246810'
          ? (signIn(sessionFor('owner')), Response.json({ token: 't' }))
          : authError(401, 'INVALID_CODE', 'Invalid code'),
    });
    const { user, router } = renderApp('/login');
    await fillAndSubmit(user);

    const code = await screen.findByLabelText('Authentication code');
    await user.type(code, '135790');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('That code is not right. Please try again.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');

    await user.clear(code);
    await user.type(code, '246810');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(api.bodiesOf('/api/auth/two-factor/verify-totp')).toEqual([{ code: '135790' }, { code: '246810' }]);
  });

  it('takes a backup code instead of the app code, and goes back to the password step on request', async () => {
    const api = mockAuthApi({
      [signInPath]: () => Response.json({ twoFactorRedirect: true, twoFactorMethods: ['totp'] }),
      '/api/auth/two-factor/verify-backup-code': (_, { signIn }) => (
        signIn(sessionFor('washer')),
        Response.json({ token: 't' })
      ),
    });
    const { user } = renderApp('/login');
    await fillAndSubmit(user);
    await user.click(await screen.findByRole('button', { name: 'Back to sign in' }));
    expect(screen.getByLabelText('Email')).toHaveValue('olivia@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    await user.click(await screen.findByRole('button', { name: 'Use a backup code instead' }));
    await user.type(screen.getByLabelText('Backup code'), 'AbCdE-12345');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Provider Dashboard' })).toBeInTheDocument();
    expect(api.bodiesOf('/api/auth/two-factor/verify-backup-code')).toEqual([{ code: 'AbCdE-12345' }]);
  });

  it('sends a visitor who is already signed in to their dashboard', async () => {
    mockAuthApi({}, { session: sessionFor('washer') });
    const { router } = renderApp('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Provider Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/provider/dashboard');
  });

  it('says the credentials are wrong as an error', async () => {
    mockAuthApi({ [signInPath]: () => authError(401, 'INVALID_EMAIL_OR_PASSWORD', 'Invalid email or password') });
    const { user } = renderApp('/login');
    await fillAndSubmit(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(authMessages.invalidCredentials);
    expect(alert).toHaveAttribute('data-variant', 'destructive');
  });

  it('tells an unconfirmed user to check their email, styled as information rather than error', async () => {
    mockAuthApi({ [signInPath]: () => authError(403, 'EMAIL_NOT_VERIFIED', 'Email not confirmed') });
    const { user } = renderApp('/login');
    await fillAndSubmit(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(authMessages.emailNotConfirmed);
    expect(alert).toHaveTextContent(authMessages.checkYourEmail);
    expect(alert).toHaveAttribute('data-variant', 'info');
  });

  it.each([
    ['owner', 'washer'],
    ['washer', 'owner'],
  ] as const)(
    'with the %s account type on a %s account, names the registered role and stays signed out',
    async (chosen, registered) => {
      mockAuthApi({ [signInPath]: () => authError(403, 'ROLE_MISMATCH', roleMismatchMessage(registered)) });
      const { user, router } = renderApp('/login');
      if (chosen === 'washer') await user.click(await screen.findByRole('radio', { name: 'Car Washer' }));
      await fillAndSubmit(user);
      expect(await screen.findByRole('alert')).toHaveTextContent(roleMismatchMessage(registered));
      expect(router.state.location.pathname).toBe('/login');
      expect(screen.getByRole('link', { name: 'Log in' })).toBeInTheDocument();
    },
  );

  it('passes on the rate limit message', async () => {
    mockAuthApi({ [signInPath]: () => authError(429, 'RATE_LIMITED', authMessages.tooManyAttempts) });
    const { user } = renderApp('/login');
    await fillAndSubmit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(authMessages.tooManyAttempts);
  });

  it.each([
    ['a server failure', () => Response.json({ error: { code: 'internal', message: 'Boom' } }, { status: 500 })],
    ['an unreachable server', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])("falls back to 'Failed to login' on %s", async (_, reply) => {
    mockAuthApi({ [signInPath]: reply });
    const { user } = renderApp('/login');
    await fillAndSubmit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(authMessages.loginFailed);
  });

  it('explains a verification link that did not work and how to get a new one', async () => {
    mockAuthApi({});
    renderApp('/login?verification=invalid');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/invalid or has expired/);
    expect(alert).toHaveTextContent(/email you a new one/);
    expect(alert).toHaveAttribute('data-variant', 'info');
  });

  it('replaces the verification-link notice with what the sign-in attempt found', async () => {
    mockAuthApi({ [signInPath]: () => authError(403, 'EMAIL_NOT_VERIFIED', 'Email not confirmed') });
    const { user } = renderApp('/login?verification=invalid');
    await fillAndSubmit(user);
    await screen.findByText(authMessages.checkYourEmail);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });
});

describe('forgot password dialog', () => {
  const resetPath = '/api/auth/request-password-reset';

  async function openDialog(path = '/login') {
    const rendered = renderApp(path);
    await rendered.user.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    return { ...rendered, dialog: await screen.findByRole('dialog', { name: 'Reset your password' }) };
  }

  it('asks for the email with a toast when it is left empty', async () => {
    const api = mockAuthApi({ [resetPath]: () => Response.json({ status: true }) });
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText(authMessages.enterEmail, { selector: '[data-title]' })).toBeInTheDocument();
    expect(api.bodiesOf(resetPath)).toEqual([]);
  });

  it('starts from the email typed on the login form, sends the link and confirms with a toast', async () => {
    const api = mockAuthApi({ [resetPath]: () => Response.json({ status: true }) });
    const { user } = renderApp('/login');
    await user.type(await screen.findByLabelText('Email'), 'olivia@example.com');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Email')).toHaveValue('olivia@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send Reset Link' }));

    expect(await screen.findByText(authToasts.resetEmailSent.title)).toBeInTheDocument();
    expect(screen.getByText(authToasts.resetEmailSent.description)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.bodiesOf(resetPath)).toEqual([{ email: 'olivia@example.com', redirectTo: '/reset-password' }]);
    // The login form underneath was not submitted along with the dialog's form.
    expect(api.bodiesOf(signInPath)).toEqual([]);
  });

  it("says 'Error' - 'Failed to send reset email' when sending fails", async () => {
    mockAuthApi({
      [resetPath]: () => Response.json({ error: { code: 'internal', message: 'Boom' } }, { status: 500 }),
    });
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('Email'), 'olivia@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText(authMessages.resetEmailFailed)).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
