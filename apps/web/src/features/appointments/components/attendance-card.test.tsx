import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { attendanceTexts } from '@sudsy/domain/reminders';
import { renderApp } from '@/test/render-app';
import { detail, fakeApi, type Sent } from '../testing/fake-appointments-api';

const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

/** The appointments API with a1's attendance answering `confirmedAt`, and a confirmation answering now. */
function withAttendance(role: 'owner' | 'washer', startsAt: string, confirmedAt: string | null): Sent[] {
  const sent = fakeApi(role, {
    appointment: detail({ startsAt }),
    answer: ({ path }) =>
      path === '/api/appointments/a1/attendance'
        ? Response.json({ attendance: { confirmedAt: new Date().toISOString() } })
        : Response.json({ error: { code: 'not_found', message: 'Not found.' } }, { status: 404 }),
  });
  const appointmentsApi = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost:3000').pathname;
    if ((init?.method ?? 'GET') === 'GET' && path === '/api/appointments/a1/attendance')
      return Response.json({ attendance: { confirmedAt } });
    return appointmentsApi(input, init);
  });
  return sent;
}

describe("I'll be there", () => {
  it('asks the owner within a day of the job and answers with one tap', async () => {
    const sent = withAttendance('owner', hoursFromNow(3), null);
    const { user } = renderApp('/appointments/a1');
    const question = await screen.findByRole('region', { name: attendanceTexts.question });
    expect(within(question).getByText(attendanceTexts.prompt('Mission Suds'))).toBeInTheDocument();

    await user.click(within(question).getByRole('button', { name: attendanceTexts.confirm }));
    expect(await screen.findByText(attendanceTexts.confirmed)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: attendanceTexts.question })).not.toBeInTheDocument();
    expect(sent).toContainEqual({ method: 'POST', path: '/api/appointments/a1/attendance', body: null });
  });

  it('does not ask more than a day ahead', async () => {
    withAttendance('owner', hoursFromNow(30), null);
    renderApp('/appointments/a1');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText(attendanceTexts.question)).not.toBeInTheDocument();
  });

  it('tells the washer whether the owner has answered', async () => {
    withAttendance('washer', hoursFromNow(3), null);
    renderApp('/appointments/a1');
    expect(await screen.findByText(attendanceTexts.washerWaiting('Olivia Owner'))).toBeInTheDocument();
    cleanup();

    withAttendance('washer', hoursFromNow(3), hoursFromNow(-1));
    renderApp('/appointments/a1');
    expect(await screen.findByText(attendanceTexts.washerConfirmed('Olivia Owner'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: attendanceTexts.confirm })).not.toBeInTheDocument();
  });
});
