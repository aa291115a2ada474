import { useState } from 'react';
import { toast } from 'sonner';
import { FormDialogFooter } from '@/components/form-dialog-footer';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { useDisableTwoFactor } from '../api/disable-two-factor';
import { TwoFactorPasswordForm } from './two-factor-password-form';

/** Disable: the password confirms it; sign-in then asks for the password only. */
export function DisableTwoFactorDialog() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline">
          Disable
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Disable Two-Factor Authentication</DialogTitle>
          <DialogDescription>
            Signing in will ask for your password only. Confirm your password to turn it off.
          </DialogDescription>
        </DialogHeader>
        {open ? <DisableForm onDone={() => setOpen(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function DisableForm({ onDone }: { onDone: () => void }) {
  const disable = useDisableTwoFactor();
  // Awaited rather than mutate's callbacks: once disabled, the card swaps this dialog for Enable.
  const submit = async (password: string) => {
    await disable.mutateAsync(password);
    toast.success('Two-Factor Authentication Disabled');
    onDone();
  };
  return (
    <TwoFactorPasswordForm
      onSubmit={submit}
      footer={
        <FormDialogFooter
          onCancel={onDone}
          pending={disable.isPending}
          submitLabel="Disable"
          busyLabel="Disabling..."
          destructive
        />
      }
    />
  );
}
