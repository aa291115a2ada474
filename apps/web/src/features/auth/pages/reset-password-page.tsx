import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ArrowLeftIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { AuthCard } from '@/features/auth/components/auth-card';
import { InvalidResetLink } from '@/features/auth/components/invalid-reset-link';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';

/** Opened from the emailed link with `?token=`; the server sends `?error=` for a link it refused. */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const [tokenRefused, setTokenRefused] = useState(false);
  const token = searchParams.get('token');
  const usable = token && !searchParams.has('error') && !tokenRefused;

  return (
    <AuthCard
      title="Reset Password"
      description={usable ? 'Choose a new password for your account' : undefined}
      footer={
        <Button asChild variant="ghost" className="w-full">
          <Link to="/login">
            <ArrowLeftIcon aria-hidden />
            Back to Login
          </Link>
        </Button>
      }
    >
      {usable ? <ResetPasswordForm token={token} onInvalidToken={() => setTokenRefused(true)} /> : <InvalidResetLink />}
    </AuthCard>
  );
}
