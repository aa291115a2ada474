import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppointmentDetail } from '@sudsy/domain/appointment';
import {
  rescheduleMessages,
  rescheduleSlotMessages,
  rescheduleStatusLabels,
  rescheduleTexts,
  rescheduleToasts,
  type RescheduleProposal,
} from '@sudsy/domain/reschedule';
import type { Role } from '@sudsy/domain/roles';
import { renderApp } from '@/test/render-app';
import { detail, fakeApi, type Sent } from '../testing/fake-appointments-api';

/** A scheduled job ahead of now (so either side may move it), Mon, Jun 3, 2030, 10:00 AM – 11:30 AM. */
const ahead = (fields: Partial<AppointmentDetail> = {}) => detail({ startsAt: '2030-06-03T15:00:00.000Z', ...fields });

/** Proposed at local 9:15 AM on May 20, 2030, so it reads the same in any time zone. */
const proposedAt = new Date(2030, 4, 20, 9, 15).toISOString();

function proposal(fields: Partial<RescheduleProposal> = {}): RescheduleProposal {
  return {
    id: 'p1',
    proposedBy: 'washer',
    from: { date: '2030-06-03', start: '10:00', end: '11:30' },
    to: { date: '2030-06-05', start: '14:00', end: '15:30' },
    status: 'pending',
    createdAt: proposedAt,
    answeredAt: null,
    ...fields,
  };
}

const movedTo = 'Wed, Jun 5, 2030, 2:00 PM – 3:30 PM';
const bookedAt = 'Mon, Jun 3, 2030, 10:00 AM – 11:30 AM';

/** The API with appointment a1 and the session of `role`, answering writes with `answer`. */
const fakeApiOf = (role: Role, appointment: AppointmentDetail, answer?: (sent: Sent) => Response) =>
  fakeApi(role, { appointment, answer });

const refusal = (status: number, message: string, fields?: Record<string, string>) =>
  Response.json({ error: { code: status === 409 ? 'conflict' : 'invalid_input', message, fields } }, { status });

async function openCard() {
  const { user } = renderApp('/appointments/a1');
  const card = await screen.findByRole('region', { name: rescheduleTexts.title });
  return { user, card };
}

async function openDialog() {
  const { user, card } = await openCard();
  await user.click(within(card).getByRole('button', { name: rescheduleTexts.propose }));
  const dialog = await screen.findByRole('dialog', { name: rescheduleTexts.propose });
  return { user, card, dialog };
}

describe('Change of time card', () => {
  // The day the fixtures were proposed on: the job is ahead, and a new date within the year a form accepts.
  beforeEach(() => vi.useFakeTimers({ now: new Date('2030-05-20T12:00:00'), toFake: ['Date'] }));
  afterEach(() => vi.useRealTimers());

  it('lets the washer propose a new date and start, then shows the proposal waiting for the owner', async () => {
    const sent = fakeApiOf('washer', ahead(), () =>
      Response.json({ appointment: ahead({ reschedules: [proposal()] }) }, { status: 201 }),
    );
    const { user, card, dialog } = await openDialog();
    expect(within(card).getByText(rescheduleTexts.description)).toBeInTheDocument();
    expect(dialog).toHaveAccessibleDescription(rescheduleTexts.dialogDescription('Olivia Owner'));
    expect(within(dialog).getByText(rescheduleTexts.keepsLength('90 min'))).toBeInTheDocument();
    const date = within(dialog).getByLabelText(rescheduleTexts.newDate);
    const start = within(dialog).getByLabelText(rescheduleTexts.newStart);
    expect(date).toHaveValue('2030-06-03');
    expect(start).toHaveValue('10:00');

    await user.clear(date);
    await user.type(date, '2030-06-05');
    await user.clear(start);
    await user.type(start, '14:00');
    await user.click(within(dialog).getByRole('button', { name: rescheduleTexts.send }));

    expect(await screen.findByText(rescheduleToasts.proposed.title)).toBeInTheDocument();
    expect(sent).toEqual([
      { method: 'POST', path: '/api/appointments/a1/reschedule', body: { date: '2030-06-05', start: '14:00' } },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await within(card).findByRole('status')).toHaveTextContent(rescheduleTexts.waiting('Olivia Owner', movedTo));
    expect(within(card).queryByRole('button', { name: rescheduleTexts.propose })).not.toBeInTheDocument();
  });

  it('keeps the dialog open with the server’s reason when the washer’s calendar cannot take the time', async () => {
    const reason = rescheduleSlotMessages.owner.booked;
    const sent = fakeApiOf('owner', ahead(), () => refusal(409, reason));
    const { user, dialog } = await openDialog();
    await user.clear(within(dialog).getByLabelText(rescheduleTexts.newStart));
    await user.type(within(dialog).getByLabelText(rescheduleTexts.newStart), '13:00');
    await user.click(within(dialog).getByRole('button', { name: rescheduleTexts.send }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(reason);
    expect(sent).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: rescheduleTexts.propose })).toBeInTheDocument();
    expect(screen.queryByText(rescheduleToasts.proposed.title)).not.toBeInTheDocument();
  });

  it('puts a refused field’s message under that field', async () => {
    fakeApiOf('washer', ahead(), () => refusal(400, 'Invalid input.', { start: rescheduleMessages.sameTime }));
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: rescheduleTexts.send }));

    expect(await within(dialog).findByText(rescheduleMessages.sameTime)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(rescheduleTexts.newStart)).toHaveAccessibleDescription(
      rescheduleMessages.sameTime,
    );
    expect(within(dialog).getByLabelText(rescheduleTexts.newDate)).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the owner the washer’s proposal, and Accept moves the appointment', async () => {
    const moved = ahead({
      date: '2030-06-05',
      start: '14:00',
      end: '15:30',
      reschedules: [proposal({ status: 'accepted', answeredAt: proposedAt })],
    });
    const sent = fakeApiOf('owner', ahead({ reschedules: [proposal()] }), () => Response.json({ appointment: moved }));
    const { user, card } = await openCard();
    expect(within(card).getByRole('status')).toHaveTextContent(rescheduleTexts.proposes('Mission Suds', movedTo));
    expect(within(card).getByRole('button', { name: rescheduleTexts.decline })).toBeEnabled();
    await user.click(within(card).getByRole('button', { name: rescheduleTexts.accept }));

    expect(await screen.findByText(rescheduleToasts.accepted.title)).toBeInTheDocument();
    expect(sent).toEqual([
      { method: 'POST', path: '/api/appointments/a1/reschedule/p1/answer', body: { accept: true } },
    ]);
    expect(
      await within(card).findByText(`Mission Suds proposed ${movedTo} instead of ${bookedAt}`),
    ).toBeInTheDocument();
    expect(within(card).getByText(rescheduleStatusLabels.accepted)).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: rescheduleTexts.accept })).not.toBeInTheDocument();
    expect(screen.getByText(movedTo)).toBeInTheDocument();
  });

  it('shows the proposer that the other side has yet to answer, and Withdraw takes the proposal back', async () => {
    const sent = fakeApiOf('owner', ahead({ reschedules: [proposal({ proposedBy: 'owner' })] }), () =>
      Response.json({ appointment: ahead({ reschedules: [proposal({ proposedBy: 'owner', status: 'withdrawn' })] }) }),
    );
    const { user, card } = await openCard();
    expect(within(card).getByRole('status')).toHaveTextContent(rescheduleTexts.waiting('Mission Suds', movedTo));
    expect(within(card).queryByRole('button', { name: rescheduleTexts.accept })).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: rescheduleTexts.withdraw }));

    expect(await screen.findByText(rescheduleToasts.withdrawn.title)).toBeInTheDocument();
    expect(sent).toEqual([{ method: 'POST', path: '/api/appointments/a1/reschedule/p1/withdraw', body: null }]);
    expect(await within(card).findByText(rescheduleStatusLabels.withdrawn)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: rescheduleTexts.propose })).toBeInTheDocument();
  });

  it('says why an answer failed, in the server’s words', async () => {
    fakeApiOf('owner', ahead({ reschedules: [proposal()] }), () => refusal(409, rescheduleMessages.notPending));
    const { user, card } = await openCard();
    await user.click(within(card).getByRole('button', { name: rescheduleTexts.decline }));
    expect(await screen.findByText(rescheduleToasts.failed.title)).toBeInTheDocument();
    expect(screen.getByText(rescheduleMessages.notPending)).toBeInTheDocument();
  });

  it('leaves the card out for a completed job that was never moved', async () => {
    fakeApiOf('washer', ahead({ status: 'completed', completedAt: '2030-06-03T18:00:00.000Z' }));
    renderApp('/appointments/a1');
    expect(await screen.findByRole('region', { name: 'Details' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: rescheduleTexts.title })).not.toBeInTheDocument();
  });

  it('lists the earlier proposals of a job that can no longer move, naming the viewer’s own as You', async () => {
    fakeApiOf(
      'washer',
      ahead({
        status: 'completed',
        completedAt: '2030-06-03T18:00:00.000Z',
        reschedules: [
          proposal({ id: 'p2', proposedBy: 'washer', status: 'declined' }),
          proposal({
            id: 'p1',
            proposedBy: 'owner',
            to: { date: '2030-06-04', start: '09:00', end: '10:30' },
            status: 'withdrawn',
          }),
        ],
      }),
    );
    const { card } = await openCard();
    expect(within(card).getByText(rescheduleTexts.closed)).toBeInTheDocument();
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
    const history = within(card).getByRole('region', { name: rescheduleTexts.historyTitle });
    const lines = within(history).getAllByRole('listitem');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toHaveTextContent(`You proposed ${movedTo} instead of ${bookedAt}`);
    expect(lines[0]).toHaveTextContent(rescheduleStatusLabels.declined);
    expect(lines[0]).toHaveTextContent('May 20, 2030 at 9:15 AM');
    expect(lines[1]).toHaveTextContent(
      `Olivia Owner proposed Tue, Jun 4, 2030, 9:00 AM – 10:30 AM instead of ${bookedAt}`,
    );
    expect(lines[1]).toHaveTextContent(rescheduleStatusLabels.withdrawn);
  });
});
