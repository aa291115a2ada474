import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlertIcon, CircleCheckIcon } from 'lucide-react';
import { toast } from 'sonner';
import { authMessages, authToasts } from '@sudsy/domain/auth-messages';
import { resetPasswordSchema } from '@sudsy/domain/auth-schemas';
import { resetRedirectDelayMs } from '@sudsy/domain/constants';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Form } from '@/components/ui/form';
import { FormInputField } from '@/components/ui/form-input-field';
import { hasCode, serverMessageOr } from '@/features/auth/auth-errors';
import { useResetPassword } from '@/features/auth/api/reset-password';
import { PendingButton } from '@/features/auth/components/pending-button';

const passwordCodes = ['PASSWORD_TOO_SHORT', 'PASSWORD_TOO_LONG', 'PASSWORD_TOO_COMMON'];

type ResetPasswordFormProps = {
  token: string;
  /** The server no longer knows the token: expired, already used or never issued. */
  onInvalidToken: () => void;
};

/** New password and its confirmation; after the change, the login page follows on its own. */
export function ResetPasswordForm({ token, onInvalidToken }: ResetPasswordFormProps) {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const [updated, setUpdated] = useState(false);
  const form = useForm({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const reset = useResetPassword();

  useEffect(() => {
    if (!updated) return;
    // The toast has time to be read before the login page replaces this one.
    const timer = setTimeout(() => void navigate('/login', { replace: true }), resetRedirectDelayMs);
    return () => clearTimeout(timer);
  }, [updated, navigate]);

  const submit = form.handleSubmit(({ password }) => {
    setFailure(null);
    reset.mutate(
      { newPassword: password, token },
      {
        onSuccess: () => {
          toast.success(authToasts.passwordUpdated.title, { description: authToasts.passwordUpdated.description });
          setUpdated(true);
        },
        onError: (error) => {
          if (hasCode(error, 'INVALID_TOKEN')) onInvalidToken();
          else if (hasCode(error, ...passwordCodes))
            form.setError(
              'password',
              { message: serverMessageOr(error, authMessages.resetFailed) },
              { shouldFocus: true },
            );
          else setFailure(serverMessageOr(error, authMessages.resetFailed));
        },
      },
    );
  });

  if (updated) {
    return (
      <Alert role="status">
        <CircleCheckIcon aria-hidden className="text-primary" />
        <AlertTitle>{authToasts.passwordUpdated.title}</AlertTitle>
        <AlertDescription>Taking you to the login page…</AlertDescription>
      </Alert>
    );
  }

  return (
    <Form {...form}>
      <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-5">
        {failure ? (
          <Alert variant="destructive">
            <CircleAlertIcon aria-hidden />
            <AlertDescription>{failure}</AlertDescription>
          </Alert>
        ) : null}
        <FormInputField
          control={form.control}
          name="password"
          label="New Password"
          type="password"
          autoComplete="new-password"
        />
        <FormInputField
          control={form.control}
          name="confirmPassword"
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
        />
        <PendingButton type="submit" size="lg" className="w-full" pending={reset.isPending}>
          Update Password
        </PendingButton>
      </form>
    </Form>
  );
}
