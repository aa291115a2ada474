import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import type { z } from 'zod';
import { accountMessages, twoFactorPasswordSchema } from '@sudsy/domain/account';
import { PendingLabel } from '@/components/pending-label';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Form } from '@/components/ui/form';
import { FormInputField } from '@/components/ui/form-input-field';
import { ApiError } from '@/lib/api-client';
import { serverMessage } from '@/lib/error-message';
import { useDisableTwoFactor } from '../api/disable-two-factor';

type PasswordValues = z.infer<typeof twoFactorPasswordSchema>;

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
  const form = useForm<PasswordValues>({
    resolver: zodResolver(twoFactorPasswordSchema),
    defaultValues: { password: '' },
  });
  const disable = useDisableTwoFactor();
  // Awaited rather than mutate's callbacks: once disabled, the card swaps this dialog for Enable.
  const onValid = async ({ password }: PasswordValues) => {
    try {
      await disable.mutateAsync(password);
      toast.success('Two-Factor Authentication Disabled');
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'INVALID_PASSWORD') {
        form.setError('password', { message: accountMessages.wrongPassword }, { shouldFocus: true });
      } else {
        toast.error('Error', { description: serverMessage(error) ?? accountMessages.unexpected });
      }
    }
  };
  return (
    <Form {...form}>
      <form noValidate onSubmit={form.handleSubmit(onValid)} className="grid gap-4">
        <FormInputField
          control={form.control}
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
          autoFocus
        />
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" variant="destructive" disabled={disable.isPending}>
            <PendingLabel pending={disable.isPending} idle="Disable" busy="Disabling..." />
          </Button>
        </DialogFooter>
      </form>
    </Form>
  );
}
