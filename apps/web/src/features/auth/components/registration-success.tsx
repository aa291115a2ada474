import { useId, useState } from 'react';
import { Link } from 'react-router';
import { MailCheckIcon } from 'lucide-react';
import { toast } from 'sonner';
import { authMessages, authToasts } from '@sudsy/domain/auth-messages';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { serverMessageOr } from '@/features/auth/auth-errors';
import { useSendVerificationEmail } from '@/features/auth/api/send-verification-email';
import { AuthCard } from '@/features/auth/components/auth-card';
import { PendingButton } from '@/features/auth/components/pending-button';

/** After sign-up: verify the email first; a new link can be sent, to the same or a corrected address. */
export function RegistrationSuccess({ email: registeredEmail }: { email: string }) {
  const emailId = useId();
  const [email, setEmail] = useState(registeredEmail);
  const resend = useSendVerificationEmail();

  const resendLink = () => {
    const to = email.trim();
    if (!to) {
      toast.error(authMessages.emailRequired);
      return;
    }
    resend.mutate(to, {
      onSuccess: () =>
        toast.success(authToasts.verificationSent.title, { description: authToasts.verificationSent.description }),
      onError: (error) => toast.error(serverMessageOr(error, authMessages.resendFailed)),
    });
  };

  return (
    <AuthCard
      title="Registration Successful"
      icon={<MailCheckIcon aria-hidden />}
      description={
        <>
          We sent a verification link to{' '}
          <strong className="font-medium wrap-anywhere text-foreground">{registeredEmail}</strong>.{' '}
          {authToasts.accountCreated.description}.
        </>
      }
      footer={
        <Button asChild variant="outline" className="w-full">
          <Link to="/login">Go to Login</Link>
        </Button>
      }
    >
      <form
        noValidate
        className="grid gap-3 rounded-lg border bg-muted/40 p-4"
        onSubmit={(event) => {
          event.preventDefault();
          resendLink();
        }}
      >
        <div className="grid gap-1">
          <p className="text-sm font-medium">Didn't get the email?</p>
          <p className="text-sm text-muted-foreground">Check your spam folder, or send the link again.</p>
        </div>
        <Label htmlFor={emailId}>Email</Label>
        <Input
          id={emailId}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <PendingButton type="submit" variant="secondary" pending={resend.isPending}>
          Resend Verification Email
        </PendingButton>
      </form>
    </AuthCard>
  );
}
