import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { checklistOf, checklistTexts, type Checklist } from '@sudsy/domain/checklists';
import { renderApp } from '@/test/render-app';
import { detail, fakeApi, jobDay, type Sent } from '../testing/fake-appointments-api';

/** The appointments API with a1 at `step`, and a checklist the fake keeps as the washer ticks it. */
function withChecklist(role: 'owner' | 'washer', step: 'arrived' | 'in_progress', tickedKeys: string[] = []) {
  const appointment = detail({ startsAt: new Date(Date.now() - 600_000).toISOString() });
  const ticked = new Map(tickedKeys.map((key) => [key, '2030-06-03T15:10:00.000Z']));
  const checklist = (): Checklist => ({
    items: checklistOf(appointment.services).map((item) => ({ ...item, doneAt: ticked.get(item.key) ?? null })),
  });
  const sent: Sent[] = fakeApi(role, { appointment, day: () => jobDay(appointment, { step }) });
  const appointmentsApi = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost:3000').pathname;
    const method = init?.method ?? 'GET';
    if (method === 'GET' && path === '/api/appointments/a1/checklist') return Response.json(checklist());
    const key = /^\/api\/appointments\/a1\/checklist\/(.+)$/.exec(path)?.[1];
    if (method === 'PUT' && key) {
      const { done } = JSON.parse(String(init?.body)) as { done: boolean };
      sent.push({ method, path, body: { done } });
      if (done) ticked.set(decodeURIComponent(key), new Date().toISOString());
      else ticked.delete(decodeURIComponent(key));
      return Response.json(checklist());
    }
    return appointmentsApi(input, init);
  });
  return sent;
}

describe('the job checklist card', () => {
  it('lets the washer tick the steps of a job in progress, counting them', async () => {
    const sent = withChecklist('washer', 'in_progress');
    const { user } = renderApp('/appointments/a1');
    const card = await screen.findByRole('region', { name: checklistTexts.title });
    expect(within(card).getByText('0 of 5 steps done')).toBeInTheDocument();

    await user.click(within(card).getByRole('checkbox', { name: 'Rinse' }));
    expect(await within(card).findByText('1 of 5 steps done')).toBeInTheDocument();
    expect(within(card).getByRole('checkbox', { name: 'Rinse' })).toBeChecked();
    expect(sent).toContainEqual({
      method: 'PUT',
      path: '/api/appointments/a1/checklist/express-wash%3A0',
      body: { done: true },
    });
  });

  it('shows the owner the steps as read-only, and nothing before the job is in progress', async () => {
    withChecklist('owner', 'in_progress', ['express-wash:0', 'express-wash:1']);
    renderApp('/appointments/a1');
    const card = await screen.findByRole('region', { name: checklistTexts.title });
    expect(within(card).getByText('2 of 5 steps done')).toBeInTheDocument();
    expect(within(card).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(card).getByText('Foam')).toHaveTextContent('Foam, done');
    expect(within(card).getByText('Dry')).toHaveTextContent('Dry, not done yet');
  });

  it('waits for the washer to start the job', async () => {
    withChecklist('washer', 'arrived');
    renderApp('/appointments/a1');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: checklistTexts.title })).not.toBeInTheDocument();
  });
});
