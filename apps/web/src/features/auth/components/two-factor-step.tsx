import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlertIcon, ShieldCheckIcon } from 'lucide-react';
import { twoFactorCodeSchema } from '@sudsy/domain/account';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { FormInputField } from '@/components/ui/form-input-field';
import { ApiError } from '@/lib/api-client';
import { useVerifyTwoFactor } from '@/features/auth/api/verify-two-factor';
import { PendingButton } from '@/features/auth/components/pending-button';

/** What the server's refusal of a code means for the person typing it. */
function codeProblemOf(error: unknown): string {
  if (!(error instanceof ApiError)) return 'Could not check the code. Please check your connection and try again.';
  if (error.code === 'INVALID_CODE' || error.code === 'INVALID_BACKUP_CODE')
    return 'That code is not right. Please try again.';
  if (error.code === 'INVALID_TWO_FACTOR_COOKIE' || error.code === 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE') {
    return 'This sign-in has expired. Please go back and sign in again.';
  }
  return error.message || 'Could not check the code. Please try again.';
}

/** The second step of signing in to an account with two-factor on. Success fills the session cache. */
export function TwoFactorStep({ onBack }: { onBack: () => void }) {
  const [kind, setKind] = useState<'app' | 'backup'>('app');
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(twoFactorCodeSchema), defaultValues: { code: '' } });
  const verify = useVerifyTwoFactor();

  const submit = form.handleSubmit(({ code }) => {
    setProblem(null);
    verify.mutate({ code, kind }, { onError: (error) => setProblem(codeProblemOf(error)) });
  });

  return (
    <Form {...form}>
      <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-5">
        <div className="flex items-start gap-3 rounded-lg bg-primary/5 p-4 text-sm">
          <ShieldCheckIcon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
          <p>
            {kind === 'app'
              ? 'Two-factor authentication is on. Enter the 6-digit code from your authenticator app.'
              : 'Enter one of the backup codes you saved when you turned two-factor authentication on.'}
          </p>
        </div>
        {problem ? (
          <Alert variant="destructive">
            <CircleAlertIcon aria-hidden />
            <AlertDescription>{problem}</AlertDescription>
          </Alert>
        ) : null}
        <FormInputField
          key={kind}
          control={form.control}
          name="code"
          label={kind === 'app' ? 'Authentication code' : 'Backup code'}
          inputMode={kind === 'app' ? 'numeric' : 'text'}
          autoComplete="one-time-code"
          placeholder={kind === 'app' ? '123456' : 'xxxxx-xxxxx'}
          autoFocus
        />
        <PendingButton type="submit" size="lg" className="w-full" pending={verify.isPending}>
          Verify
        </PendingButton>
        <div className="flex flex-wrap justify-between gap-2 text-sm">
          <Button type="button" variant="link" className="h-auto p-0" onClick={onBack}>
            Back to sign in
          </Button>
          <Button
            type="button"
            variant="link"
            className="h-auto p-0"
            onClick={() => {
              setKind(kind === 'app' ? 'backup' : 'app');
              setProblem(null);
              form.reset({ code: '' });
            }}
          >
            {kind === 'app' ? 'Use a backup code instead' : 'Use your authenticator app instead'}
          </Button>
        </div>
      </form>
    </Form>
  );
}
