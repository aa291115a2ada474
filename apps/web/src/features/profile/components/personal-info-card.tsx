import { useState } from 'react';
import { MailCheckIcon, PencilIcon, UserRoundIcon } from 'lucide-react';
import type { z } from 'zod';
import type { Account, savePersonalInfoSchema } from '@sudsy/domain/account';
import { SectionCard } from '@/components/section-card';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { PersonalInfoForm } from './personal-info-form';

export type PersonalInfoValues = z.input<typeof savePersonalInfoSchema>;

type PersonalInfoCardProps = {
  /** Undefined while loading (or signed out): the values are unknown and editing is off. */
  account: Account | undefined;
};

/** Personal Information: view mode, and on Edit the form. */
export function PersonalInfoCard({ account }: PersonalInfoCardProps) {
  const [editing, setEditing] = useState(false);
  // The address a confirmation link went to, until this page is left.
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const canEdit = account !== undefined;

  return (
    <SectionCard
      id="personal-information"
      title="Personal Information"
      description="How washers and customers see and reach you."
      icon={<UserRoundIcon />}
      action={
        editing ? null : (
          <Button variant="outline" size="sm" onClick={() => setEditing(true)} disabled={!canEdit}>
            <PencilIcon aria-hidden />
            Edit
          </Button>
        )
      }
    >
      {pendingEmail && account && pendingEmail !== account.email ? (
        <Alert variant="info" role="status" className="mb-5">
          <MailCheckIcon aria-hidden />
          <AlertDescription>
            We sent a confirmation link to <strong className="break-all">{pendingEmail}</strong>. Your email changes
            once you open it.
          </AlertDescription>
        </Alert>
      ) : null}
      {!account ? (
        <div role="status" className="grid gap-4 sm:grid-cols-2">
          <span className="sr-only">Loading your information...</span>
          {[0, 1, 2, 3].map((index) => (
            <Skeleton key={index} className="h-12" />
          ))}
        </div>
      ) : editing ? (
        <PersonalInfoForm
          account={account}
          onCancel={() => setEditing(false)}
          onSaved={(pending) => {
            setPendingEmail(pending);
            setEditing(false);
          }}
        />
      ) : (
        <dl className="grid gap-x-6 gap-y-5 sm:grid-cols-2">
          <Detail label="Full Name" value={account.name} />
          <Detail label="Email" value={account.email} />
          <Detail label="Phone" value={account.phone} />
          <Detail label="Address" value={account.address} />
        </dl>
      )}
    </SectionCard>
  );
}

function Detail({ label, value }: { label: string; value: string | null }) {
  return (
    <div className="grid min-w-0 gap-1">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="font-medium break-words">
        {value || <span className="font-normal text-muted-foreground italic">Not set</span>}
      </dd>
    </div>
  );
}
