import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRoundIcon } from 'lucide-react';
import { toast } from 'sonner';
import { accountMessages, accountToasts, changePasswordSchema, type ChangePasswordForm } from '@sudsy/domain/account';
import { PendingLabel } from '@/components/pending-label';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { FormInputField } from '@/components/ui/form-input-field';
import { ApiError } from '@/lib/api-client';
import { serverMessage } from '@/lib/error-message';
import { useChangePassword } from '../api/change-password';

const emptyForm: ChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Change Password: the button waits for all three fields; the server checks the current one. */
export function PasswordCard() {
  const form = useForm<ChangePasswordForm>({ resolver: zodResolver(changePasswordSchema), defaultValues: emptyForm });
  const values = useWatch({ control: form.control });
  const allFilled = Boolean(values.currentPassword && values.newPassword && values.confirmPassword);
  const change = useChangePassword();

  const onValid = (input: ChangePasswordForm) =>
    change.mutate(
      { currentPassword: input.currentPassword, newPassword: input.newPassword },
      {
        onSuccess: () => {
          toast.success(accountToasts.passwordUpdated.title, {
            description: 'Your other devices have been signed out.',
          });
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

  return (
    <SectionCard
      id="change-password"
      title="Change Password"
      description="Use at least 6 characters."
      icon={<KeyRoundIcon />}
    >
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
