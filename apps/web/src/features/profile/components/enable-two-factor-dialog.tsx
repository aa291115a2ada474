import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import type { z } from 'zod';
import { accountMessages, twoFactorCodeSchema } from '@sudsy/domain/account';
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
import { useConfirmTwoFactor } from '../api/confirm-two-factor';
import { useEnableTwoFactor, type TwoFactorSetup } from '../api/enable-two-factor';
import { TwoFactorPasswordForm } from './two-factor-password-form';
import { TwoFactorSetupDetails } from './two-factor-setup-details';

/** Enable: the password, then the app's key and the backup codes, then the app's first code. */
export function EnableTwoFactorDialog() {
  const [open, setOpen] = useState(false);
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) setSetup(null);
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button size="sm">Enable</Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Enable Two-Factor Authentication</DialogTitle>
          <DialogDescription>
            {setup
              ? 'Add Sudsy to your authenticator app, keep the backup codes somewhere safe, then enter the code the app shows.'
              : 'Confirm your password to start.'}
          </DialogDescription>
        </DialogHeader>
        {setup ? (
          <ConfirmCodeStep setup={setup} onDone={() => onOpenChange(false)} />
        ) : (
          <PasswordStep onStarted={setSetup} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function PasswordStep({ onStarted }: { onStarted: (setup: TwoFactorSetup) => void }) {
  const enable = useEnableTwoFactor();
  return (
    <TwoFactorPasswordForm
      onSubmit={async (password) => onStarted(await enable.mutateAsync(password))}
      footer={
        <DialogFooter>
          <Button type="submit" disabled={enable.isPending}>
            <PendingLabel pending={enable.isPending} idle="Continue" busy="Checking..." />
          </Button>
        </DialogFooter>
      }
    />
  );
}

type CodeValues = z.input<typeof twoFactorCodeSchema>;

function ConfirmCodeStep({ setup, onDone }: { setup: TwoFactorSetup; onDone: () => void }) {
  const form = useForm<CodeValues, unknown, z.output<typeof twoFactorCodeSchema>>({
    resolver: zodResolver(twoFactorCodeSchema),
    defaultValues: { code: '' },
  });
  const confirm = useConfirmTwoFactor();
  // Awaited rather than mutate's callbacks: once enabled, the card swaps this dialog for Disable,
  // and callbacks of an unmounted component never run.
  const onValid = async ({ code }: { code: string }) => {
    try {
      await confirm.mutateAsync(code);
      toast.success('Two-Factor Authentication Enabled', {
        description: 'Next time you sign in, we will ask for a code from your app.',
      });
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.status < 500)
        form.setError('code', { message: accountMessages.wrongCode }, { shouldFocus: true });
      else toast.error('Error', { description: serverMessage(error) ?? accountMessages.unexpected });
    }
  };
  return (
    <div className="grid gap-5">
      <TwoFactorSetupDetails setup={setup} />
      <Form {...form}>
        <form noValidate onSubmit={(event) => void form.handleSubmit(onValid)(event)} className="grid gap-4">
          <FormInputField
            control={form.control}
            name="code"
            label="Code from your app"
            inputMode="numeric"
            autoComplete="one-time-code"
            placeholder="123456"
            maxLength={6}
          />
          <DialogFooter>
            <Button type="submit" disabled={confirm.isPending}>
              <PendingLabel pending={confirm.isPending} idle="Verify and Enable" busy="Verifying..." />
            </Button>
          </DialogFooter>
        </form>
      </Form>
    </div>
  );
}
