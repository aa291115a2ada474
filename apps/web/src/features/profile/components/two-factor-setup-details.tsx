import { lazy, Suspense } from 'react';
import { CopyIcon, ExternalLinkIcon } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import type { TwoFactorSetup } from '../api/enable-two-factor';

// The QR encoder loads only when a user sets two-factor up, not with every visit to the profile.
const TwoFactorQrCode = lazy(() => import('./two-factor-qr-code'));
const qrBox = 'size-40 shrink-0 rounded-md';

/** The key as authenticator apps take it when typed: the otpauth URI's secret, in groups of four. */
function setupKeyOf(totpUri: string): string {
  const secret = new URL(totpUri).searchParams.get('secret') ?? '';
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * What the authenticator app needs and the codes that stand in for it: the otpauth link as a QR
 * code to scan, the key to type in, and the link itself for an app on this phone.
 */
export function TwoFactorSetupDetails({ setup }: { setup: TwoFactorSetup }) {
  const setupKey = setupKeyOf(setup.totpURI);
  const copy = (text: string, what: string) =>
    navigator.clipboard.writeText(text).then(
      () => toast.success(`${what} copied`),
      () => toast.error(`Could not copy the ${what.toLowerCase()}`),
    );
  return (
    <div className="grid gap-5 text-sm">
      <section className="grid gap-2" aria-labelledby="two-factor-key">
        <h3 id="two-factor-key" className="font-medium">
          1. Add Sudsy to your authenticator app
        </h3>
        <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
          <Suspense fallback={<Skeleton className={qrBox} />}>
            <TwoFactorQrCode uri={setup.totpURI} className={`${qrBox} border`} />
          </Suspense>
          <p className="text-muted-foreground">
            Scan this code with Google Authenticator, Microsoft Authenticator, 1Password or similar. Or choose "Enter a
            setup key" in the app and type:
          </p>
        </div>
        <div className="flex items-center gap-2 rounded-lg border bg-muted/50 p-3">
          <code
            data-testid="two-factor-secret"
            className="flex-1 font-mono text-sm tracking-wider break-words sm:text-base"
          >
            {setupKey}
          </code>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label="Copy setup key"
            onClick={() => void copy(setupKey.replace(/ /g, ''), 'Setup key')}
          >
            <CopyIcon aria-hidden />
          </Button>
        </div>
        <a
          href={setup.totpURI}
          className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
        >
          <ExternalLinkIcon className="size-4" aria-hidden />
          On this phone? Open in your authenticator app
        </a>
      </section>
      <section className="grid gap-2" aria-labelledby="two-factor-backup">
        <h3 id="two-factor-backup" className="font-medium">
          2. Save your backup codes
        </h3>
        <p className="text-muted-foreground">
          Each works once, in place of a code, if you lose your phone. They are not shown again.
        </p>
        <ul
          aria-labelledby="two-factor-backup"
          className="grid grid-cols-2 gap-2 rounded-lg border bg-muted/50 p-3 font-mono"
        >
          {setup.backupCodes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ul>
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="justify-self-start"
          onClick={() => void copy(setup.backupCodes.join('\n'), 'Backup codes')}
        >
          <CopyIcon aria-hidden />
          Copy backup codes
        </Button>
      </section>
      <h3 className="font-medium">3. Enter the code your app shows</h3>
    </div>
  );
}
