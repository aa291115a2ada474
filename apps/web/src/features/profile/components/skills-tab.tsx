import { LoadFailed } from '@/components/load-failed';
import { Skeleton } from '@/components/ui/skeleton';
import { serverMessage } from '@/lib/error-message';
import { useWasherCredentials } from '../api/get-washer-credentials';
import { CertificationsCard } from './certifications-card';
import { InsuranceCard } from './insurance-card';
import { SkillsCard } from './skills-card';
import { VerificationCard } from './verification-card';

/** Skills & Certifications (washers): insurance number, skills and certifications, all kept on the server. */
export function SkillsTab() {
  const credentials = useWasherCredentials();

  if (credentials.isPending) {
    return (
      <div role="status" className="grid gap-6">
        <span className="sr-only">Loading your skills and certifications...</span>
        <Skeleton className="h-36 rounded-xl" />
        <Skeleton className="h-48 rounded-xl" />
        <Skeleton className="h-48 rounded-xl" />
      </div>
    );
  }
  if (credentials.isError) {
    return (
      <LoadFailed
        title="Could not load your skills and certifications"
        description={serverMessage(credentials.error) ?? 'Check your connection and try again.'}
        onRetry={() => void credentials.refetch()}
        retrying={credentials.isFetching}
      />
    );
  }
  return (
    <div className="grid min-w-0 gap-6 [&>*]:min-w-0">
      <VerificationCard />
      <InsuranceCard insuranceNumber={credentials.data.insuranceNumber} />
      <SkillsCard skills={credentials.data.skills} />
      <CertificationsCard certifications={credentials.data.certifications} />
    </div>
  );
}
