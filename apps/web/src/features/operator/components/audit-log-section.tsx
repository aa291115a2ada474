import { DownloadIcon, ScrollTextIcon } from 'lucide-react';
import { operatorTexts, type AuditEntry } from '@sudsy/domain/operator';
import { EmptyState } from '@/components/empty-state';
import { LoadMoreButton } from '@/components/load-more-button';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import { auditCsvPath } from '../api/export-audit-log';
import { AuditLogList } from './audit-log-list';
import { AuditLogTable } from './audit-log-table';

type AuditLogSectionProps = {
  entries: AuditEntry[];
  /** Older entries wait on the server: offers Show older. */
  hasOlder: boolean;
  onShowOlder: () => void;
  loadingOlder: boolean;
  /** The last Show older failed: says so beside the button, which tries again. */
  olderFailed: boolean;
};

/**
 * The audit log's card: the entries newest first (a table from 768 px, cards below, only one of
 * them displayed so a screen reader meets one), Show older, and the whole log as CSV.
 */
export function AuditLogSection({ entries, hasOlder, onShowOlder, loadingOlder, olderFailed }: AuditLogSectionProps) {
  const exportCsv = (
    <Button asChild variant="outline" size="sm">
      {/* A plain link: the browser saves the server's attachment, no script needed. */}
      <a href={auditCsvPath} download>
        <DownloadIcon aria-hidden />
        {operatorTexts.exportCsv}
      </a>
    </Button>
  );
  return (
    <SectionCard
      id="audit-log"
      title={operatorTexts.auditTitle}
      description={operatorTexts.auditDescription}
      icon={<ScrollTextIcon />}
      action={exportCsv}
      className="pb-0"
    >
      {entries.length === 0 ? (
        <EmptyState icon={ScrollTextIcon} title={operatorTexts.empty} className="mb-6" />
      ) : (
        <>
          <div className="hidden md:block">
            <AuditLogTable entries={entries} />
          </div>
          <div className="md:hidden">
            <AuditLogList entries={entries} />
          </div>
          <div className="-mx-6 flex flex-col items-center gap-3 border-t px-6 py-4 sm:flex-row sm:justify-between">
            <p className="text-xs text-muted-foreground" aria-live="polite">
              {hasOlder
                ? `Showing the latest ${entries.length} entries`
                : entries.length === 1
                  ? 'Showing the only entry'
                  : `Showing all ${entries.length} entries`}
            </p>
            {olderFailed ? (
              <p role="alert" className="text-xs text-destructive">
                {operatorTexts.loadFailed}
              </p>
            ) : null}
            {hasOlder ? (
              <LoadMoreButton
                label={olderFailed ? operatorTexts.retry : operatorTexts.showOlder}
                onLoad={onShowOlder}
                loading={loadingOlder}
              />
            ) : null}
          </div>
        </>
      )}
    </SectionCard>
  );
}
