import { galleryMessages } from '@sudsy/domain/gallery';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { useEmailVerification } from '../api/get-email-verification';
import { EmailVerificationNotice } from './email-verification-notice';
import { GalleryCard } from './gallery-card';
import { GalleryUploadCard } from './gallery-upload-card';

/** Portfolio: the upload form on the left, 'Your Gallery' on the right. */
export function PortfolioTab() {
  const verification = useEmailVerification();
  const account = verification.data;
  // Until the session answers, uploads wait. When it cannot be read the server has the last word:
  // it refuses an upload from anyone signed out or unverified.
  const canUpload = verification.isError || !!account?.verified;
  return (
    <div className="grid gap-6">
      {verification.isPending || verification.isError ? null : !account ? (
        <Alert variant="destructive">
          <AlertDescription>{galleryMessages.signedOut}</AlertDescription>
        </Alert>
      ) : !account.verified ? (
        <EmailVerificationNotice email={account.email} />
      ) : null}
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
        <GalleryUploadCard canUpload={canUpload} />
        <GalleryCard canEdit={verification.isError || !!account} />
      </div>
    </div>
  );
}
