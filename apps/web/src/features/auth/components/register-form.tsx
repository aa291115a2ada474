import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlertIcon } from 'lucide-react';
import { toast } from 'sonner';
import { authMessages, authToasts } from '@sudsy/domain/auth-messages';
import { registerSchema } from '@sudsy/domain/auth-schemas';
import type { Role } from '@sudsy/domain/roles';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Form, FormControl, FormField, FormItem, FormMessage } from '@/components/ui/form';
import { FormInputField } from '@/components/ui/form-input-field';
import { hasCode, isEmailTaken, serverMessageOr } from '@/features/auth/auth-errors';
import { useSignUp } from '@/features/auth/api/sign-up';
import { PendingButton } from '@/features/auth/components/pending-button';
import { RoleChoice } from '@/features/auth/components/role-choice';

const roleDescriptions = {
  owner: 'Book washes and detailing for your vehicles',
  washer: 'Offer your wash and detailing services',
} as const satisfies Record<Role, string>;

const nameFieldOf = {
  owner: { label: 'Full Name', autoComplete: 'name', placeholder: 'Jane Doe' },
  washer: { label: 'Business Name', autoComplete: 'organization', placeholder: 'Sparkle Mobile Wash' },
} as const satisfies Record<Role, { label: string; autoComplete: string; placeholder: string }>;

const passwordCodes = ['PASSWORD_TOO_SHORT', 'PASSWORD_TOO_LONG', 'PASSWORD_TOO_COMMON'];

type RegisterFormProps = { initialRole: Role; onRegistered: (email: string) => void };

export function RegisterForm({ initialRole, onRegistered }: RegisterFormProps) {
  const roleLabelId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(registerSchema),
    defaultValues: { role: initialRole, name: '', email: '', password: '', confirmPassword: '' },
  });
  const role = useWatch({ control: form.control, name: 'role' });
  const nameField = nameFieldOf[role];
  const signUp = useSignUp();

  const submit = form.handleSubmit(({ confirmPassword: _, ...values }) => {
    setFailure(null);
    signUp.mutate(values, {
      onSuccess: () => {
        toast.success(authToasts.accountCreated.title, { description: authToasts.accountCreated.description });
        onRegistered(values.email);
      },
      onError: (error) => {
        if (isEmailTaken(error)) {
          form.setError('email', { message: authMessages.emailInUse }, { shouldFocus: true });
        } else if (hasCode(error, 'INVALID_EMAIL')) {
          form.setError('email', { message: error.message }, { shouldFocus: true });
        } else if (hasCode(error, ...passwordCodes)) {
          form.setError(
            'password',
            { message: serverMessageOr(error, authMessages.registerFailed) },
            { shouldFocus: true },
          );
        } else {
          setFailure(serverMessageOr(error, authMessages.registerFailed));
        }
      },
    });
  });

  return (
    <Form {...form}>
      <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-5">
        {failure ? (
          <Alert variant="destructive">
            <CircleAlertIcon aria-hidden />
            <AlertDescription>{failure}</AlertDescription>
          </Alert>
        ) : null}
        <FormField
          control={form.control}
          name="role"
          render={({ field }) => (
            <FormItem>
              <span id={roleLabelId} className="text-sm leading-none font-medium">
                I am a
              </span>
              <FormControl>
                <RoleChoice
                  aria-labelledby={roleLabelId}
                  name={field.name}
                  value={field.value}
                  onValueChange={field.onChange}
                  descriptions={roleDescriptions}
                />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormInputField
          control={form.control}
          name="name"
          label={nameField.label}
          autoComplete={nameField.autoComplete}
          placeholder={nameField.placeholder}
        />
        <FormInputField
          control={form.control}
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
        />
        <FormInputField
          control={form.control}
          name="password"
          label="Password"
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
        <PendingButton type="submit" size="lg" className="w-full" pending={signUp.isPending}>
          Create Account
        </PendingButton>
      </form>
    </Form>
  );
}
