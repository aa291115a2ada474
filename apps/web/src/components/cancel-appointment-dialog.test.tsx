import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bookingMessages, cancelAppointmentTexts } from '@sudsy/domain/booking';
import { CancelAppointmentDialog } from './cancel-appointment-dialog';

// Sunday 6 December 2026, 10:00 AM in Los Angeles; the washer asks 24 hours' notice.
const terms = { startsAt: '2026-12-06T18:00:00.000Z', cancellationNoticeHours: 24, timeZone: 'America/Los_Angeles' };

function renderDialog(reasonRequired: boolean, askAboutRequest = false) {
  const cancel = { mutateAsync: vi.fn(() => Promise.resolve()), isPending: false };
  const onOpenChange = vi.fn();
  render(
    <CancelAppointmentDialog
      appointmentId="appointment-1"
      description="Olivia will be told by email."
      reasonRequired={reasonRequired}
      askAboutRequest={askAboutRequest}
      terms={terms}
      by={reasonRequired ? 'washer' : 'owner'}
      cancel={cancel}
      open
      onOpenChange={onOpenChange}
    />,
  );
  return { cancel, onOpenChange };
}

describe('CancelAppointmentDialog', () => {
  afterEach(() => vi.useRealTimers());

  it('says until when cancelling is free, and warns instead once that has passed', () => {
    vi.useFakeTimers({ now: new Date('2026-12-01T12:00:00.000Z'), toFake: ['Date'] });
    renderDialog(false);
    expect(screen.getByText('Free cancellation until Sat 5 Dec, 10:00 AM')).toBeInTheDocument();
    expect(screen.queryByText(cancelAppointmentTexts.lateWarning('24-hour', 'owner'))).not.toBeInTheDocument();
    cleanup();

    vi.setSystemTime(new Date('2026-12-05T19:00:00.000Z'));
    renderDialog(false);
    expect(screen.getByText(cancelAppointmentTexts.lateWarning('24-hour', 'owner'))).toBeInTheDocument();
    expect(screen.queryByText(/Free cancellation/)).not.toBeInTheDocument();
  });

  it('asks the washer for a reason before cancelling, then sends it', async () => {
    const { cancel, onOpenChange } = renderDialog(true);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel appointment' }));
    expect(screen.getByText(bookingMessages.washerReasonRequired)).toBeInTheDocument();
    expect(cancel.mutateAsync).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText('Reason'), 'Van broke down');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel appointment' }));
    expect(cancel.mutateAsync).toHaveBeenCalledWith({
      appointmentId: 'appointment-1',
      reason: 'Van broke down',
      keepRequestOpen: false,
    });
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('lets the owner cancel without a reason, keeping the request open unless they choose otherwise', async () => {
    const { cancel } = renderDialog(false, true);
    expect(screen.getByLabelText('Reason (optional)')).toBeInTheDocument();
    const choice = screen.getByRole('radiogroup', { name: cancelAppointmentTexts.choiceLegend });
    const keep = within(choice).getByRole('radio', { name: cancelAppointmentTexts.keepOpen });
    expect(keep).toBeChecked();
    expect(keep).toHaveAccessibleDescription(cancelAppointmentTexts.keepOpenHelp);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel appointment' }));
    expect(cancel.mutateAsync).toHaveBeenLastCalledWith({
      appointmentId: 'appointment-1',
      reason: '',
      keepRequestOpen: true,
    });

    await userEvent.click(within(choice).getByRole('radio', { name: cancelAppointmentTexts.cancelRequest }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel appointment' }));
    expect(cancel.mutateAsync).toHaveBeenLastCalledWith({
      appointmentId: 'appointment-1',
      reason: '',
      keepRequestOpen: false,
    });
  });
});
