import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authMessages, authToasts } from '@sudsy/domain/auth-messages';
import { renderApp, sessionFor } from '@/test/render-app';
import { authError, mockAuthApi } from '@/features/auth/testing/mock-auth-api';

const signUpPath = '/api/auth/sign-up/email';
const resendPath = '/api/auth/send-verification-email';

type User = ReturnType<typeof renderApp>['user'];

async function fillForm(
  user: User,
  { password = 'car-wash-42', confirmPassword = password }: { password?: string; confirmPassword?: string } = {},
) {
  await user.type(await screen.findByLabelText('Full Name'), 'Olivia Owner');
  await user.type(screen.getByLabelText('Email'), 'olivia@example.com');
  await user.type(screen.getByLabelText('Password'), password);
  await user.type(screen.getByLabelText('Confirm Password'), confirmPassword);
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
}

async function registered() {
  const api = mockAuthApi({
    [signUpPath]: () => Response.json({ token: null, user: {} }),
    [resendPath]: () => Response.json({ status: true }),
  });
  const rendered = renderApp('/register');
  await fillForm(rendered.user);
  await screen.findByRole('heading', { level: 1, name: 'Registration Successful' });
  return { ...rendered, api };
}

describe('registration page', () => {
  it("is titled 'Create an Account' and starts as a Car Owner with a Full Name", async () => {
    mockAuthApi({});
    renderApp('/register');
    expect(await screen.findByRole('heading', { level: 1, name: 'Create an Account' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Car Owner' })).toBeChecked();
    expect(screen.getByLabelText('Full Name')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('preselects Car Washer from ?role=washer and asks for the business name', async () => {
    mockAuthApi({});
    renderApp('/register?role=washer');
    expect(await screen.findByRole('radio', { name: 'Car Washer' })).toBeChecked();
    expect(screen.getByLabelText('Business Name')).toBeInTheDocument();
    expect(screen.queryByLabelText('Full Name')).not.toBeInTheDocument();
  });

  it('switches the name label with the chosen role', async () => {
    mockAuthApi({});
    const { user } = renderApp('/register');
    await user.click(await screen.findByRole('radio', { name: 'Car Washer' }));
    expect(screen.getByLabelText('Business Name')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Car Owner' }));
    expect(screen.getByLabelText('Full Name')).toBeInTheDocument();
  });

  it('ties every required-field message to its input', async () => {
    const api = mockAuthApi({});
    const { user } = renderApp('/register');
    await user.click(await screen.findByRole('button', { name: 'Create Account' }));

    // The form validates asynchronously after the click: wait for its messages, not for time.
    await waitFor(() => expect(screen.getByLabelText('Full Name')).toHaveAccessibleDescription('Name is required'));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(authMessages.emailRequired);
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(authMessages.passwordTooShort);
    expect(screen.getByLabelText('Confirm Password')).toHaveAttribute('aria-invalid', 'true');
    expect(api.bodiesOf(signUpPath)).toEqual([]);
  });

  it("says 'Password must be at least 6 characters' and 'Passwords don't match'", async () => {
    mockAuthApi({});
    const { user } = renderApp('/register');
    await fillForm(user, { password: 'short', confirmPassword: 'other' });
    await waitFor(() =>
      expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(authMessages.passwordTooShort),
    );
    expect(screen.getByLabelText('Confirm Password')).toHaveAccessibleDescription(authMessages.passwordsDontMatch);
  });

  it('creates the account, confirms with a toast and shows the success screen', async () => {
    const { api } = await registered();
    expect(api.bodiesOf(signUpPath)).toEqual([
      {
        name: 'Olivia Owner',
        email: 'olivia@example.com',
        password: 'car-wash-42',
        role: 'owner',
        callbackURL: '/dashboard',
      },
    ]);
    expect(await screen.findByText(authToasts.accountCreated.title)).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent('olivia@example.com');
    expect(main).toHaveTextContent(authToasts.accountCreated.description);
    expect(within(main).getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
  });

  it('resends the verification email from the success screen', async () => {
    const { user, api } = await registered();
    await user.click(screen.getByRole('button', { name: 'Resend Verification Email' }));
    expect(await screen.findByText(authToasts.verificationSent.title)).toBeInTheDocument();
    expect(screen.getByText(authToasts.verificationSent.description)).toBeInTheDocument();
    expect(api.bodiesOf(resendPath)).toEqual([{ email: 'olivia@example.com', callbackURL: '/dashboard' }]);
  });

  it("asks for an email before resending: 'Email address is required'", async () => {
    const { user, api } = await registered();
    await user.clear(within(screen.getByRole('main')).getByLabelText('Email'));
    await user.click(screen.getByRole('button', { name: 'Resend Verification Email' }));
    expect(await screen.findByText(authMessages.emailRequired)).toBeInTheDocument();
    expect(api.bodiesOf(resendPath)).toEqual([]);
  });

  it('says resending failed', async () => {
    mockAuthApi({
      [signUpPath]: () => Response.json({ token: null, user: {} }),
      [resendPath]: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const { user } = renderApp('/register');
    await fillForm(user);
    await user.click(await screen.findByRole('button', { name: 'Resend Verification Email' }));
    expect(await screen.findByText(authMessages.resendFailed)).toBeInTheDocument();
  });

  it("puts 'Email already in use' on the email field", async () => {
    mockAuthApi({ [signUpPath]: () => authError(409, 'USER_ALREADY_EXISTS', authMessages.emailInUse) });
    const { user } = renderApp('/register');
    await fillForm(user);
    const email = await screen.findByLabelText('Email');
    expect(await screen.findByText(authMessages.emailInUse)).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(authMessages.emailInUse);
    expect(screen.getByRole('heading', { level: 1, name: 'Create an Account' })).toBeInTheDocument();
  });

  it('puts a refused password on the password field in the server’s words', async () => {
    mockAuthApi({ [signUpPath]: () => authError(400, 'PASSWORD_TOO_COMMON', authMessages.commonPassword) });
    const { user } = renderApp('/register');
    await fillForm(user);
    expect(await screen.findByText(authMessages.commonPassword)).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(authMessages.commonPassword);
  });

  it('passes other registration errors on unchanged', async () => {
    mockAuthApi({ [signUpPath]: () => authError(429, 'RATE_LIMITED', authMessages.tooManyAttempts) });
    const { user } = renderApp('/register');
    await fillForm(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(authMessages.tooManyAttempts);
  });

  it("falls back to 'Failed to register' when the server gives no reason", async () => {
    mockAuthApi({ [signUpPath]: () => new Response('Bad Gateway', { status: 502 }) });
    const { user } = renderApp('/register');
    await fillForm(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(authMessages.registerFailed);
  });

  it('sends a signed-in user to their dashboard', async () => {
    mockAuthApi({}, { session: sessionFor('owner') });
    const { router } = renderApp('/register');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/customer/dashboard');
  });
});
