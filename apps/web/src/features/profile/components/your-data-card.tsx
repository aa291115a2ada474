import { DatabaseIcon, DownloadIcon } from 'lucide-react';
import { accountDeletionMessages } from '@sudsy/domain/account';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import { DeleteAccountDialog } from './delete-account-dialog';

/** Your data: download everything the product holds about you, or close the account. */
export function YourDataCard({ twoFactorEnabled }: { twoFactorEnabled: boolean }) {
  return (
    <SectionCard
      id="your-data"
      title={accountDeletionMessages.exportTitle}
      description={accountDeletionMessages.exportExplanation}
      icon={<DatabaseIcon />}
    >
      <div className="flex flex-col gap-6">
        <Button asChild variant="outline" className="self-start">
          {/* A plain link: the browser saves the server's attachment, no script needed. */}
          <a href="/api/account/export" download>
            <DownloadIcon aria-hidden />
            Download my data
          </a>
        </Button>
        <div className="grid gap-3 border-t pt-6">
          <h3 className="font-medium">{accountDeletionMessages.title}</h3>
          <p className="text-sm text-muted-foreground">{accountDeletionMessages.explanation}</p>
          <div>
            <DeleteAccountDialog twoFactorEnabled={twoFactorEnabled} />
          </div>
        </div>
      </div>
    </SectionCard>
  );
}
