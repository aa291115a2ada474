import { ShieldCheckIcon, ShieldIcon } from 'lucide-react';
import { SectionCard } from '@/components/section-card';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { DisableTwoFactorDialog } from './disable-two-factor-dialog';
import { EnableTwoFactorDialog } from './enable-two-factor-dialog';

/** Two-Factor Authentication with an authenticator app: once on, signing in asks for its code. */
export function TwoFactorCard({ enabled }: { enabled: boolean | undefined }) {
  return (
    <SectionCard
      id="two-factor"
      title="Two-Factor Authentication"
      description="Add a second step to signing in: a code from an authenticator app on your phone."
      icon={enabled ? <ShieldCheckIcon /> : <ShieldIcon />}
      action={enabled === undefined ? null : enabled ? <DisableTwoFactorDialog /> : <EnableTwoFactorDialog />}
    >
      {enabled === undefined ? (
        <Skeleton className="h-6 w-40" />
      ) : (
        <p className="flex items-center gap-2 text-sm">
          Status:
          {enabled ? <Badge>On</Badge> : <Badge variant="secondary">Off</Badge>}
          <span className="text-muted-foreground">
            {enabled
              ? 'Signing in asks for a code from your authenticator app.'
              : 'Signing in asks for your password only.'}
          </span>
        </p>
      )}
    </SectionCard>
  );
}
