import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { bookingMessages, cancelAppointmentTexts } from '@sudsy/domain/booking';
import { CancelAppointmentDialog } from './cancel-appointment-dialog';

function renderDialog(reasonRequired: boolean, askAboutRequest = false) {
  const cancel = { mutateAsync: vi.fn(() => Promise.resolve()), isPending: false };
  const onOpenChange = vi.fn();
  render(
    <CancelAppointmentDialog
      appointmentId="appointment-1"
      description="Olivia will be told by email."
      reasonRequired={reasonRequired}
      askAboutRequest={askAboutRequest}
      cancel={cancel}
      open
      onOpenChange={onOpenChange}
    />,
  );
  return { cancel, onOpenChange };
}

describe('CancelAppointmentDialog', () => {
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
