import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import type { z } from 'zod';
import { accountMessages, twoFactorPasswordSchema } from '@sudsy/domain/account';
import { Form } from '@/components/ui/form';
import { FormInputField } from '@/components/ui/form-input-field';
import { ApiError } from '@/lib/api-client';
import { serverMessage } from '@/lib/error-message';

type PasswordValues = z.infer<typeof twoFactorPasswordSchema>;

type TwoFactorPasswordFormProps = {
  /** Sends the password; a rejection with INVALID_PASSWORD marks the field, any other is a toast. */
  onSubmit: (password: string) => Promise<void>;
  /** The dialog's buttons; the submit button among them sends the form. */
  footer: ReactNode;
};

/** The password that confirms turning two-factor authentication on or off. */
export function TwoFactorPasswordForm({ onSubmit, footer }: TwoFactorPasswordFormProps) {
  const form = useForm<PasswordValues>({
    resolver: zodResolver(twoFactorPasswordSchema),
    defaultValues: { password: '' },
  });
  const onValid = async ({ password }: PasswordValues) => {
    try {
      await onSubmit(password);
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
      <form noValidate onSubmit={(event) => void form.handleSubmit(onValid)(event)} className="grid gap-4">
        <FormInputField
          control={form.control}
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
          autoFocus
        />
        {footer}
      </form>
    </Form>
  );
}
