import { format, parseISO } from 'date-fns';
import { ExternalLinkIcon, GraduationCapIcon, RotateCwIcon, ShieldCheckIcon } from 'lucide-react';
import { dateFormats } from '@sudsy/domain/constants';
import { skillLevelLabels, type Certification, type PublicCredentials } from '@sudsy/domain/washer-credentials';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { usePublicWasherCredentials } from '../api/get-public-washer-credentials';
import { WasherSection } from './washer-section';

const day = (date: string) => format(parseISO(date), dateFormats.created);

/** Skills & Credentials on the public page: insurance, skills with their level, and certifications with their issuer and dates. */
export function WasherCredentialsSection({ washerId }: { washerId: string }) {
  const credentials = usePublicWasherCredentials(washerId);
  return (
    <WasherSection id="credentials-title" title="Skills & Credentials" icon={<GraduationCapIcon />}>
      {credentials.isPending ? (
        <div role="status">
          <span className="sr-only">Loading skills and credentials...</span>
          <Skeleton className="h-24" />
        </div>
      ) : credentials.isError ? (
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-muted-foreground">
          <p>Could not load skills and credentials.</p>
          <Button
            variant="outline"
            size="sm"
            onClick={() => void credentials.refetch()}
            disabled={credentials.isFetching}
          >
            <RotateCwIcon
              className={cn(credentials.isFetching && 'animate-spin motion-reduce:animate-none')}
              aria-hidden
            />
            Try again
          </Button>
        </div>
      ) : (
        <CredentialsDetails credentials={credentials.data} />
      )}
    </WasherSection>
  );
}

function CredentialsDetails({ credentials }: { credentials: PublicCredentials }) {
  const { insured, insuranceNumber, skills, certifications } = credentials;
  if (!insured && skills.length === 0 && certifications.length === 0) {
    return <p className="text-sm text-muted-foreground">No skills or credentials listed yet.</p>;
  }
  return (
    <div className="grid gap-5 text-sm">
      {insured ? (
        <p className="flex items-start gap-2">
          <ShieldCheckIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
          <span>
            Insured.{' '}
            {insuranceNumber ? (
              <>
                Policy number <strong className="font-medium">{insuranceNumber}</strong>
              </>
            ) : (
              <span className="text-muted-foreground">The policy number is shown to customers with a booking.</span>
            )}
          </span>
        </p>
      ) : null}
      {skills.length > 0 ? (
        <div className="grid gap-2">
          <h3 className="font-medium">Skills</h3>
          <ul className="flex flex-wrap gap-2">
            {skills.map((skill) => (
              <li key={skill.id}>
                <Badge variant="secondary" className="gap-1">
                  {skill.name}
                  <span className="font-normal text-muted-foreground">· {skillLevelLabels[skill.level]}</span>
                </Badge>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {certifications.length > 0 ? (
        <div className="grid gap-2">
          <h3 className="font-medium">Certifications</h3>
          <ul className="grid gap-3">
            {certifications.map((certification) => (
              <CertificationItem key={certification.id} certification={certification} />
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

function CertificationItem({ certification }: { certification: Certification }) {
  const { name, issuer, issueDate, expiryDate, verificationUrl } = certification;
  return (
    <li className="grid gap-0.5">
      <span className="font-medium">
        {verificationUrl ? (
          <a
            href={verificationUrl}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="inline-flex items-center gap-1 underline-offset-4 hover:underline"
          >
            {name}
            <ExternalLinkIcon className="size-3.5" aria-hidden />
            <span className="sr-only"> (verify, opens in a new tab)</span>
          </a>
        ) : (
          name
        )}
      </span>
      <span className="text-muted-foreground">
        {issuer} · issued {day(issueDate)}
        {expiryDate ? ` · expires ${day(expiryDate)}` : ''}
      </span>
    </li>
  );
}
