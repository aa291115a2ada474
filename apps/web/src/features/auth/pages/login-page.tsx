import { Link, Navigate, useSearchParams } from 'react-router';
import { InfoIcon } from 'lucide-react';
import { dashboardPathFor } from '@sudsy/domain/roles';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { useSession } from '@/lib/session';
import { AuthCard } from '@/features/auth/components/auth-card';
import { LoginForm } from '@/features/auth/components/login-form';
import { safeNextPath } from '@/features/auth/next-path';

export function LoginPage() {
  const { user } = useSession();
  const [searchParams] = useSearchParams();
  // Also where a successful sign-in leads: the new session arrives, this page makes way, back to
  // the page that asked for it (?next=) or to the dashboard.
  if (user) return <Navigate to={safeNextPath(searchParams.get('next')) ?? dashboardPathFor(user.role)} replace />;

  return (
    <AuthCard
      title="Welcome Back"
      description="Log in to your Sudsy account"
      footer={
        <p>
          Don't have an account?{' '}
          <Link to="/register" className="font-medium text-primary underline-offset-4 hover:underline">
            Sign up
          </Link>
        </p>
      }
    >
      <LoginForm
        notice={
          // The server sends a spent or broken verification link here.
          searchParams.get('verification') === 'invalid' ? (
            <Alert variant="info">
              <InfoIcon aria-hidden />
              <AlertTitle>This verification link is invalid or has expired.</AlertTitle>
              <AlertDescription>Log in with your email and password and we will email you a new one.</AlertDescription>
            </Alert>
          ) : null
        }
      />
    </AuthCard>
  );
}
