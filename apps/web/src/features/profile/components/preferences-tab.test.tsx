import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { smsNotice } from '@sudsy/domain/constants';
import {
  defaultPreferences,
  notificationToasts,
  type NotificationPreferences,
} from '@sudsy/domain/notification-preferences';
import type { ServicePreferences } from '@sudsy/domain/service-preferences';
import { smsConfirmMessages, smsConfirmTexts } from '@sudsy/domain/sms';
import { smsMessages } from '@sudsy/domain/sms-settings';
import { initialWorkingHours, type WeeklyAvailability } from '@sudsy/domain/time-slots';
import { AppProviders } from '@/app/providers';
import { PageShown } from '@/lib/page-settled';
import { createTestQueryClient } from '@/test/render-app';
import { PreferencesTab } from './preferences-tab';

type Sent = { method: string; path: string; body: unknown };
const camry = {
  id: 'vehicle-1',
  make: 'Toyota',
  model: 'Camry',
  year: 2021,
  type: 'sedan',
  nickname: null,
  color: null,
  licensePlate: null,
  notes: null,
  createdAt: '2030-01-01T00:00:00.000Z',
};
const json = (body: unknown, status = 200) => Response.json(body, { status });

/** The API at the network edge, keeping what was saved; `failSaves` answers every PUT with a 500. */
function fakeApi({
  failSaves = false,
  hours = initialWorkingHours,
}: { failSaves?: boolean; hours?: WeeklyAvailability } = {}) {
  let notifications: NotificationPreferences = defaultPreferences();
  // The number's state as the server keeps it: a new number saved with SMS on is texted `code`.
  const code = '246810';
  let number = { confirmed: false, codeSentAt: null as string | null };
  let services: ServicePreferences | null = null;
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      const method = init?.method ?? 'GET';
      const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      sent.push({ method, path, body });
      if (method === 'PUT' && failSaves)
        return json({ error: { code: 'internal_error', message: 'Something went wrong on our side.' } }, 500);
      if (path === '/api/notification-preferences') {
        if (method === 'PUT') {
          const next = body as NotificationPreferences;
          if (next.sms.phone !== notifications.sms.phone) number = { confirmed: false, codeSentAt: null };
          if (next.sms.enabled && !number.confirmed && !number.codeSentAt)
            number = { confirmed: false, codeSentAt: new Date().toISOString() };
          notifications = next;
        }
        return json({ preferences: { ...notifications, sms: { ...notifications.sms, ...number } } });
      }
      if (path === '/api/sms/confirm' && method === 'POST') {
        if ((body as { code: string }).code !== code) {
          const message = smsConfirmMessages.wrongCode;
          return json({ error: { code: 'sms_wrong_code', message, fields: { code: message } } }, 400);
        }
        number = { confirmed: true, codeSentAt: null };
        return json({ sms: number });
      }
      if (path === '/api/sms/resend' && method === 'POST') {
        const message = smsConfirmMessages.resendWait(59);
        return json({ error: { code: 'sms_resend_wait', message } }, 429);
      }
      if (path === '/api/service-preferences') {
        if (method === 'PUT') services = body as ServicePreferences;
        return json({ preferences: services });
      }
      if (path === '/api/vehicles') return json({ vehicles: [camry] });
      if (path === '/api/schedule/working-hours') return json({ hours, timeZone: 'America/Los_Angeles' });
      return json({ error: { code: 'not_found', message: 'Not found' } }, 404);
    }),
  );
  return { sent, saved: () => notifications, code };
}

function renderTab(role: 'owner' | 'washer') {
  const router = createMemoryRouter(
    [
      {
        path: '/profile',
        element: (
          <PageShown>
            <PreferencesTab role={role} />
          </PageShown>
        ),
      },
      { path: '/provider/schedule', element: <h1>Schedule</h1> },
    ],
    { initialEntries: ['/profile'] },
  );
  render(
    <AppProviders queryClient={createTestQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { user: userEvent.setup({ delay: null }), router };
}

async function openDialog(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(await screen.findByRole('button', { name: `Configure ${name}` }));
  return screen.findByRole('dialog', { name });
}

const toast = (title: string) => screen.findByText(title);

describe('Preferences tab', () => {
  it('shows the documented defaults and saves the email switches', async () => {
    const api = fakeApi();
    const { user } = renderTab('owner');
    const dialog = await openDialog(user, 'Email Notifications');
    expect(within(dialog).getByRole('switch', { name: 'Request updates' })).toBeChecked();
    expect(within(dialog).getByRole('switch', { name: 'Service reminders' })).toBeChecked();
    expect(within(dialog).getByRole('switch', { name: 'Promotions' })).not.toBeChecked();
    expect(within(dialog).getByRole('switch', { name: 'Newsletter' })).not.toBeChecked();
    await user.click(within(dialog).getByRole('switch', { name: 'Newsletter' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Preferences' }));
    expect(await toast(notificationToasts.updated.title)).toBeInTheDocument();
    expect(api.saved().email.newsletter).toBe(true);
    expect(api.saved().marketing).toEqual(defaultPreferences().marketing);
  });

  it('shows the marketing defaults: event invitations and feedback requests on, offers off', async () => {
    fakeApi();
    const { user } = renderTab('washer');
    const dialog = await openDialog(user, 'Marketing Communications');
    expect(within(dialog).getByRole('switch', { name: 'Special offers' })).not.toBeChecked();
    expect(within(dialog).getByRole('switch', { name: 'Partner offers' })).not.toBeChecked();
    expect(within(dialog).getByRole('switch', { name: 'Event invitations' })).toBeChecked();
    expect(within(dialog).getByRole('switch', { name: 'Feedback requests' })).toBeChecked();
  });

  it('checks the SMS rules, shows the notice, and turning SMS off clears the consents and keeps the number', async () => {
    const api = fakeApi();
    const { user } = renderTab('owner');
    let dialog = await openDialog(user, 'Push Notifications');
    for (const name of ['New requests', 'Message alerts', 'Bid updates', 'System alerts'])
      expect(within(dialog).getByRole('switch', { name })).toBeChecked();
    await user.click(within(dialog).getByRole('switch', { name: 'SMS notifications' }));
    expect(within(dialog).getByText(smsNotice)).toBeInTheDocument();
    const phone = within(dialog).getByLabelText('Phone Number');
    await user.type(phone, '12345');
    await user.click(within(dialog).getByRole('button', { name: 'Save Preferences' }));
    expect(await within(dialog).findByText(smsMessages.phoneTooShort)).toBeInTheDocument();
    expect(within(dialog).getByText(smsMessages.termsRequired)).toBeInTheDocument();
    await user.clear(phone);
    await user.type(phone, '0123456789');
    await user.click(within(dialog).getByRole('button', { name: 'Save Preferences' }));
    expect(await within(dialog).findByText(smsMessages.phoneFormat)).toBeInTheDocument();
    await user.clear(phone);
    await user.type(phone, '+14155550123');
    await user.click(within(dialog).getByRole('checkbox', { name: /I agree to receive SMS notifications/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /offers and promotions/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Preferences' }));
    expect(await toast(notificationToasts.smsUpdated.title)).toBeInTheDocument();
    expect(api.saved().sms).toEqual({
      enabled: true,
      phone: '+14155550123',
      termsConsent: true,
      marketingConsent: true,
    });

    // The dialog stays open on the code texted to the number, which is not confirmed yet.
    expect(await within(dialog).findByText(smsConfirmTexts.sentTo('+14155550123'))).toBeInTheDocument();
    expect(within(dialog).getByRole('status')).toHaveTextContent(smsConfirmTexts.notConfirmed);
    const codeField = within(dialog).getByLabelText(smsConfirmTexts.codeLabel);
    expect(within(dialog).getByRole('button', { name: /Send a new code \(\d+ s\)/ })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: smsConfirmTexts.confirm }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(smsConfirmMessages.codeFormat);
    expect(codeField).toHaveFocus();
    await user.type(codeField, '111111{Enter}');
    expect(await within(dialog).findByText(smsConfirmMessages.wrongCode)).toBeInTheDocument();
    expect(codeField).toHaveAccessibleDescription(smsConfirmMessages.wrongCode);
    await user.clear(codeField);
    await user.type(codeField, api.code);
    await user.click(within(dialog).getByRole('button', { name: smsConfirmTexts.confirm }));
    expect(await toast(smsConfirmTexts.confirmedToast)).toBeInTheDocument();
    expect(within(dialog).getByRole('status')).toHaveTextContent(`+14155550123: ${smsConfirmTexts.confirmed}`);
    expect(within(dialog).queryByLabelText(smsConfirmTexts.codeLabel)).not.toBeInTheDocument();
    // Confirming did not submit the preferences form.
    expect(api.sent.filter((call) => call.method === 'PUT')).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText(/ · SMS on$/)).toBeInTheDocument();

    dialog = await openDialog(user, 'Push Notifications');
    expect(within(dialog).getByRole('status')).toHaveTextContent(smsConfirmTexts.confirmed);
    await user.click(within(dialog).getByRole('switch', { name: 'SMS notifications' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Preferences' }));
    await waitFor(() =>
      expect(api.saved().sms).toEqual({
        enabled: false,
        phone: '+14155550123',
        termsConsent: false,
        marketingConsent: false,
      }),
    );
  });

  it("says 'Error Saving Preferences' when the server fails", async () => {
    fakeApi({ failSaves: true });
    const { user } = renderTab('owner');
    const dialog = await openDialog(user, 'Email Notifications');
    await user.click(within(dialog).getByRole('button', { name: 'Save Preferences' }));
    expect(await toast(notificationToasts.saveFailed.title)).toBeInTheDocument();
    expect(screen.getByText(notificationToasts.saveFailed.description)).toBeInTheDocument();
  });

  it('owners: Service Preferences from the empty state to saved choices', async () => {
    const api = fakeApi();
    const { user } = renderTab('owner');
    expect(await screen.findByText('No service preferences set yet')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Service Availability' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Set Preferences' }));
    const dialog = await screen.findByRole('dialog', { name: 'Service Preferences' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Full Detail' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Preferred vehicle' }));
    await user.click(await screen.findByRole('option', { name: '2021 Toyota Camry' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Preferred time of day' }));
    await user.click(await screen.findByRole('option', { name: 'Morning, 9:30 AM' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Preferences' }));
    const card = await screen.findByRole('region', { name: 'Service Preferences' });
    expect(await within(card).findByText('Full Detail')).toBeInTheDocument();
    expect(within(card).getByText('2021 Toyota Camry')).toBeInTheDocument();
    expect(within(card).getByText('Morning, 9:30 AM')).toBeInTheDocument();
    expect(api.sent.find((call) => call.method === 'PUT' && call.path === '/api/service-preferences')?.body).toEqual({
      serviceIds: ['full-detail'],
      vehicleId: 'vehicle-1',
      preferredTime: '09:30',
    });
  });

  it('washers: Service Availability sums up the working hours and links to the schedule', async () => {
    fakeApi();
    const { user, router } = renderTab('washer');
    const card = await screen.findByRole('region', { name: 'Service Availability' });
    expect(await within(card).findByText('Monday')).toBeInTheDocument();
    expect(within(card).getByText('10:00 AM – 3:00 PM')).toBeInTheDocument();
    expect(within(card).getByText('Unavailable')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Service Preferences' })).not.toBeInTheDocument();
    await user.click(within(card).getByRole('link', { name: 'Edit Schedule' }));
    expect(router.state.location.pathname).toBe('/provider/schedule');
  });

  it("washers without working days see 'No availability schedule set yet' and 'Set Schedule'", async () => {
    const closed = Object.fromEntries(
      Object.entries(initialWorkingHours).map(([day, hours]) => [day, { ...hours, enabled: false }]),
    ) as WeeklyAvailability;
    fakeApi({ hours: closed });
    renderTab('washer');
    expect(await screen.findByText('No availability schedule set yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set Schedule' })).toHaveAttribute('href', '/provider/schedule');
  });
});
