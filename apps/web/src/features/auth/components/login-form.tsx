import { useId, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlertIcon, InfoIcon } from 'lucide-react';
import { loginSchema, type LoginForm as LoginValues } from '@sudsy/domain/auth-schemas';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { FormInputField } from '@/components/ui/form-input-field';
import { Input } from '@/components/ui/input';
import { loginProblemOf, type LoginProblem } from '@/features/auth/auth-errors';
import { useSignIn } from '@/features/auth/api/sign-in';
import { ForgotPasswordDialog } from '@/features/auth/components/forgot-password-dialog';
import { PendingButton } from '@/features/auth/components/pending-button';
import { RoleChoice } from '@/features/auth/components/role-choice';
import { TwoFactorStep } from '@/features/auth/components/two-factor-step';

const defaultValues: LoginValues = { accountType: 'owner', email: '', password: '' };

/**
 * Account type, email and password, then the two-factor code for an account that has it on. A
 * successful sign-in only fills the session cache: the login page then sends the signed-in user on
 * to their dashboard. `notice` shows above the fields until
 * a sign-in attempt has something to say.
 */
export function LoginForm({ notice }: { notice?: ReactNode }) {
  const accountTypeLabelId = useId();
  const [problem, setProblem] = useState<LoginProblem | null>(null);
  const [awaitingCode, setAwaitingCode] = useState(false);
  const form = useForm({
    resolver: zodResolver(loginSchema),
    defaultValues,
  });
  const signIn = useSignIn();

  const submit = form.handleSubmit((values) => {
    setProblem(null);
    signIn.mutate(values, {
      onSuccess: (outcome) => setAwaitingCode('twoFactor' in outcome),
      onError: (error) => setProblem(loginProblemOf(error, values.accountType)),
    });
  });

  if (awaitingCode) return <TwoFactorStep onBack={() => setAwaitingCode(false)} />;

  return (
    <Form {...form}>
      <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-5">
        {problem ? <LoginProblemAlert problem={problem} /> : notice}
        <FormField
          control={form.control}
          name="accountType"
          render={({ field }) => (
            <FormItem>
              <span id={accountTypeLabelId} className="text-sm leading-none font-medium">
                Account type
              </span>
              <FormControl>
                <RoleChoice
                  aria-labelledby={accountTypeLabelId}
                  name={field.name}
                  value={field.value}
                  onValueChange={field.onChange}
                />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormInputField
          control={form.control}
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
        />
        <FormField
          control={form.control}
          name="password"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Password</FormLabel>
              <FormControl>
                <Input type="password" autoComplete="current-password" {...field} />
              </FormControl>
              <FormMessage />
              <ForgotPasswordDialog
                initialEmail={() => form.getValues('email')}
                trigger={
                  <Button type="button" variant="link" className="h-auto justify-self-end p-0 text-sm">
                    Forgot password?
                  </Button>
                }
              />
            </FormItem>
          )}
        />
        <PendingButton type="submit" size="lg" className="w-full" pending={signIn.isPending}>
          Sign In
        </PendingButton>
      </form>
    </Form>
  );
}

function LoginProblemAlert({ problem }: { problem: LoginProblem }) {
  const Icon = problem.tone === 'info' ? InfoIcon : CircleAlertIcon;
  return (
    <Alert variant={problem.tone === 'info' ? 'info' : 'destructive'}>
      <Icon aria-hidden />
      {problem.title ? <AlertTitle>{problem.title}</AlertTitle> : null}
      <AlertDescription>{problem.message}</AlertDescription>
    </Alert>
  );
}
