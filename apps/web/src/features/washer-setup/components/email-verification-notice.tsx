import { MailWarningIcon } from 'lucide-react';
import { toast } from 'sonner';
import { galleryMessages, galleryToasts } from '@sudsy/domain/gallery';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { useResendVerificationEmail } from '../api/resend-verification-email';

/** Uploads wait for a confirmed email; the washer can ask for a new link here. */
export function EmailVerificationNotice({ email }: { email: string }) {
  const resend = useResendVerificationEmail();
  const send = async () => {
    try {
      await resend.mutateAsync(email);
      toast.success(galleryToasts.verificationSent.title, { description: galleryToasts.verificationSent.description });
    } catch (error) {
      const message =
        error instanceof ApiError && error.code !== 'invalid_response'
          ? error.message
          : galleryToasts.verificationFailed.fallback;
      toast.error(galleryToasts.verificationFailed.title, { description: message });
    }
  };
  return (
    <Alert variant="info">
      <MailWarningIcon aria-hidden />
      <AlertTitle>Verify your email to upload photos</AlertTitle>
      <AlertDescription>
        <p>
          {galleryMessages.verifyBeforeUpload} We sent a link to <strong className="break-all">{email}</strong>.
        </p>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => void send()}
          disabled={resend.isPending}
          className="mt-1"
        >
          {resend.isPending ? 'Sending...' : 'Resend Verification Email'}
        </Button>
      </AlertDescription>
    </Alert>
  );
}
