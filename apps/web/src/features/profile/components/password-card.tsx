import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheckIcon, KeyRoundIcon } from 'lucide-react';
import { toast } from 'sonner';
import { accountMessages, accountToasts, changePasswordSchema, type ChangePasswordForm } from '@sudsy/domain/account';
import { PendingLabel } from '@/components/pending-label';
import { SectionCard } from '@/components/section-card';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { FormInputField } from '@/components/ui/form-input-field';
import { ApiError } from '@/lib/api-client';
import { serverMessage } from '@/lib/error-message';
import { useChangePassword } from '../api/change-password';

const emptyForm: ChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Stays on the card after a change: the server has ended every other session of the user. */
export const otherDevicesSignedOut =
  'Your password was changed. Every other device signed in to your account was signed out; this one stays signed in.';

/** Change Password: the button waits for all three fields; the server checks the current one. */
export function PasswordCard() {
  const form = useForm<ChangePasswordForm>({ resolver: zodResolver(changePasswordSchema), defaultValues: emptyForm });
  const values = useWatch({ control: form.control });
  const allFilled = Boolean(values.currentPassword && values.newPassword && values.confirmPassword);
  const change = useChangePassword();
  const [changed, setChanged] = useState(false);

  const onValid = (input: ChangePasswordForm) => {
    setChanged(false);
    change.mutate(
      { currentPassword: input.currentPassword, newPassword: input.newPassword },
      {
        onSuccess: () => {
          toast.success(accountToasts.passwordUpdated.title);
          setChanged(true);
          form.reset(emptyForm);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'INVALID_PASSWORD') {
            form.setError('currentPassword', { message: accountMessages.wrongCurrentPassword }, { shouldFocus: true });
            return;
          }
          toast.error(accountToasts.error.title, { description: serverMessage(error) ?? accountMessages.unexpected });
        },
      },
    );
  };

  return (
    <SectionCard
      id="change-password"
      title="Change Password"
      description="Use at least 6 characters."
      icon={<KeyRoundIcon />}
    >
      {changed ? (
        <Alert role="status" className="mb-4">
          <CircleCheckIcon aria-hidden className="text-primary" />
          <AlertDescription>{otherDevicesSignedOut}</AlertDescription>
        </Alert>
      ) : null}
      <Form {...form}>
        <form noValidate onSubmit={(event) => void form.handleSubmit(onValid)(event)} className="grid gap-4">
          <FormInputField
            control={form.control}
            name="currentPassword"
            label="Current Password"
            type="password"
            autoComplete="current-password"
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <FormInputField
              control={form.control}
              name="newPassword"
              label="New Password"
              type="password"
              autoComplete="new-password"
            />
            <FormInputField
              control={form.control}
              name="confirmPassword"
              label="Confirm New Password"
              type="password"
              autoComplete="new-password"
            />
          </div>
          <Button type="submit" className="justify-self-start" disabled={!allFilled || change.isPending}>
            <PendingLabel pending={change.isPending} idle="Update Password" busy="Updating..." />
          </Button>
        </form>
      </Form>
    </SectionCard>
  );
}
