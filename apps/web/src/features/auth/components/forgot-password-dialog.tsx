import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { authMessages, authToasts } from '@sudsy/domain/auth-messages';
import { forgotPasswordSchema } from '@sudsy/domain/auth-schemas';
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
import { serverMessageOr } from '@/features/auth/auth-errors';
import { useRequestPasswordReset } from '@/features/auth/api/request-password-reset';
import { PendingButton } from '@/features/auth/components/pending-button';

type ForgotPasswordDialogProps = {
  /** The button that opens the dialog. */
  trigger: ReactNode;
  /** The address to start from, such as what the visitor already typed on the login form. */
  initialEmail?: () => string;
};

/** Asks for an email and sends a password reset link to it; the answer never tells whether the account exists. */
export function ForgotPasswordDialog({ trigger, initialEmail }: ForgotPasswordDialogProps) {
  const [open, setOpen] = useState(false);
  const form = useForm({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' } });
  const request = useRequestPasswordReset();

  const onOpenChange = (next: boolean) => {
    if (next) form.reset({ email: initialEmail?.().trim() ?? '' });
    setOpen(next);
  };

  const submit = form.handleSubmit(
    ({ email }) =>
      request.mutate(email, {
        onSuccess: () => {
          toast.success(authToasts.resetEmailSent.title, { description: authToasts.resetEmailSent.description });
          setOpen(false);
        },
        onError: (error) =>
          toast.error('Error', { description: serverMessageOr(error, authMessages.resetEmailFailed) }),
      }),
    (errors) => {
      if (errors.email?.message === authMessages.enterEmail) toast.error(authMessages.enterEmail);
    },
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Reset your password</DialogTitle>
          <DialogDescription>
            Enter your account's email address and we will send you a link to choose a new password.
          </DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form
            noValidate
            className="grid gap-4"
            onSubmit={(event) => {
              // The dialog is portalled, but React still bubbles its submit to a form around the trigger.
              event.stopPropagation();
              void submit(event);
            }}
          >
            <FormInputField
              control={form.control}
              name="email"
              label="Email"
              type="email"
              autoComplete="email"
              placeholder="you@example.com"
            />
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setOpen(false)}>
                Cancel
              </Button>
              <PendingButton type="submit" pending={request.isPending}>
                Send Reset Link
              </PendingButton>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
