import { useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { useSession } from '@/lib/session';
import { AuthCard } from '@/features/auth/components/auth-card';
import { RegisterForm } from '@/features/auth/components/register-form';
import { RegistrationSuccess } from '@/features/auth/components/registration-success';

export function RegisterPage() {
  const { user } = useSession();
  const [searchParams] = useSearchParams();
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  if (user) return <Navigate to="/dashboard" replace />;
  if (registeredEmail) return <RegistrationSuccess email={registeredEmail} />;

  return (
    <AuthCard
      title="Create an Account"
      description="Join Sudsy to book mobile car washes or to offer them"
      footer={
        <p>
          Already have an account?{' '}
          <Link to="/login" className="font-medium text-primary underline-offset-4 hover:underline">
            Log in
          </Link>
        </p>
      }
    >
      <RegisterForm
        initialRole={searchParams.get('role') === 'washer' ? 'washer' : 'owner'}
        onRegistered={setRegisteredEmail}
      />
    </AuthCard>
  );
}
