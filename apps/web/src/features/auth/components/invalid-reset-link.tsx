import { TriangleAlertIcon } from 'lucide-react';
import { authMessages } from '@sudsy/domain/auth-messages';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ForgotPasswordDialog } from '@/features/auth/components/forgot-password-dialog';

/** A reset link that cannot be used, with the way to a fresh one. */
export function InvalidResetLink() {
  return (
    <div className="grid gap-4">
      <Alert variant="destructive">
        <TriangleAlertIcon aria-hidden />
        <AlertDescription>{authMessages.invalidResetLink}</AlertDescription>
      </Alert>
      <ForgotPasswordDialog trigger={<Button className="w-full">Request a New Link</Button>} />
    </div>
  );
}
