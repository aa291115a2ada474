import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { bookingMessages } from '@sudsy/domain/booking';
import { CancelAppointmentDialog } from './cancel-appointment-dialog';

function renderDialog(reasonRequired: boolean) {
  const cancel = { mutateAsync: vi.fn(() => Promise.resolve()), isPending: false };
  const onOpenChange = vi.fn();
  render(
    <CancelAppointmentDialog
      appointmentId="appointment-1"
      description="Olivia will be told by email."
      reasonRequired={reasonRequired}
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
    expect(cancel.mutateAsync).toHaveBeenCalledWith({ appointmentId: 'appointment-1', reason: 'Van broke down' });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('lets the owner cancel without a reason', async () => {
    const { cancel } = renderDialog(false);
    expect(screen.getByLabelText('Reason (optional)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel appointment' }));
    expect(cancel.mutateAsync).toHaveBeenCalledWith({ appointmentId: 'appointment-1', reason: '' });
  });
});
