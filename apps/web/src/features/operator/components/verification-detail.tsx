import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { DownloadIcon, ExternalLinkIcon, ShieldCheckIcon, ShieldXIcon } from 'lucide-react';
import {
  documentLabels,
  documentNouns,
  verificationConsoleTexts as texts,
  verificationRejectionSchema,
  verificationTexts,
  type VerificationSubmission,
} from '@sudsy/domain/verification';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { serverMessage } from '@/lib/error-message';
import { useDecideVerification } from '../api/decide-verification';
import { AuditWhen, Breakable } from './audit-entry-parts';
import { OperatorReasonDialog } from './operator-reason-dialog';

type VerificationDetailProps = {
  submission: VerificationSubmission;
  /** Shown in place of the list (a phone): its heading takes the focus, so a screen reader starts there. */
  takeFocus?: boolean;
};

/**
 * One washer's submission: who (name, email, their public page), the insurance expiry, the two
 * documents (photos shown, a PDF as a download: it is never opened in the product's pages), and
 * Approve or Reject… with the reason the washer reads.
 */
export function VerificationDetail({ submission, takeFocus = false }: VerificationDetailProps) {
  const { washer } = submission;
  const decide = useDecideVerification();
  const [rejecting, setRejecting] = useState(false);
  const [openings, setOpenings] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const titleId = `verification-${washer.id}`;
  useEffect(() => {
    if (takeFocus) heading.current?.focus();
  }, [takeFocus, washer.id]);
  const pending = submission.state === 'pending';

  return (
    <section
      aria-labelledby={titleId}
      className="grid min-w-0 gap-5 rounded-xl border bg-background/40 p-5 [overflow-wrap:anywhere] [&>*]:min-w-0"
    >
      <div className="grid gap-1">
        <h3 id={titleId} ref={heading} tabIndex={-1} className="text-lg leading-snug font-semibold outline-none">
          {washer.name}
        </h3>
        <p className="text-sm text-muted-foreground">
          <Breakable text={washer.email} />
        </p>
        <div className="mt-1 flex flex-wrap items-center gap-2">
          <Badge variant="secondary">{verificationTexts.states[submission.state].badge}</Badge>
          <Link
            to={`/providers/${washer.id}`}
            className="inline-flex items-center gap-1 text-sm text-primary underline-offset-4 hover:underline"
          >
            {texts.profile}
            <ExternalLinkIcon className="size-3.5" aria-hidden />
          </Link>
        </div>
      </div>

      <dl className="grid gap-4 border-t pt-4 sm:grid-cols-2">
        <div className="grid gap-0.5">
          <dt className="text-xs font-medium text-muted-foreground">{verificationTexts.expiryLabel}</dt>
          <dd className="text-sm">{submission.insuranceExpiresOn ?? texts.noExpiry}</dd>
        </div>
        {submission.submittedAt ? (
          <div className="grid gap-0.5">
            <dt className="text-xs font-medium text-muted-foreground">{texts.submitted('').trim()}</dt>
            <dd className="text-sm">
              <AuditWhen at={submission.submittedAt} />
            </dd>
          </div>
        ) : null}
        {submission.rejectReason ? (
          <div className="grid gap-0.5 sm:col-span-2">
            <dt className="text-xs font-medium text-muted-foreground">{verificationTexts.rejectReason}</dt>
            <dd className="text-sm">{submission.rejectReason}</dd>
          </div>
        ) : null}
      </dl>

      <ul className="grid gap-4 border-t pt-4 sm:grid-cols-2" aria-label={texts.documentsLabel}>
        {submission.documents.map((document) => {
          const label = documentLabels[document.kind];
          return (
            <li key={document.kind} className="grid min-w-0 content-start gap-2">
              <span className="text-sm font-medium">{label}</span>
              {document.contentType === 'application/pdf' ? (
                // Wraps on a phone rather than overflow the detail.
                <Button
                  asChild
                  variant="outline"
                  className="h-auto min-h-9 w-fit max-w-full py-2 text-left whitespace-normal"
                >
                  <a href={document.url} download>
                    <DownloadIcon aria-hidden />
                    {texts.download(documentNouns[document.kind])}
                  </a>
                </Button>
              ) : (
                <a href={document.url} target="_blank" rel="noreferrer" className="block max-w-full">
                  <img
                    src={document.url}
                    alt={`${label} of ${washer.name}`}
                    className="max-h-72 w-auto max-w-full rounded-md border object-contain"
                  />
                </a>
              )}
            </li>
          );
        })}
      </ul>

      {pending ? (
        <div className="flex flex-wrap gap-2 border-t pt-4">
          <ConfirmDialog
            trigger={
              <Button>
                <ShieldCheckIcon aria-hidden />
                {texts.approve}
              </Button>
            }
            title={texts.approveTitle}
            description={texts.approveDescription(washer.name)}
            confirmLabel={texts.approve}
            cancelLabel={texts.cancel}
            waitFor={{ pending: decide.isPending, busyLabel: texts.approveBusy }}
            onConfirm={async () => {
              try {
                await decide.mutateAsync({ washerId: washer.id, decision: 'approve' });
                toast.success(texts.approved, { description: washer.name });
                return true;
              } catch (error) {
                toast.error(serverMessage(error) ?? texts.failed);
                return false;
              }
            }}
          />
          <Button
            variant="outline"
            className="border-destructive/50 text-destructive hover:bg-destructive/10 hover:text-destructive dark:border-destructive/60"
            onClick={() => {
              setOpenings((count) => count + 1);
              setRejecting(true);
            }}
          >
            <ShieldXIcon aria-hidden />
            {texts.reject}
          </Button>
        </div>
      ) : null}

      <OperatorReasonDialog
        key={openings}
        open={rejecting}
        onOpenChange={setRejecting}
        title={texts.rejectTitle}
        description={texts.rejectDescription(washer.name)}
        texts={{
          reason: texts.rejectLabel,
          hint: texts.rejectHint,
          cancel: texts.cancel,
          confirm: texts.rejectConfirm,
          busy: texts.rejectBusy,
          failed: texts.failed,
        }}
        destructive
        pending={decide.isPending}
        schema={verificationRejectionSchema}
        onConfirm={async (reason) => {
          await decide.mutateAsync({ washerId: washer.id, decision: 'reject', reason });
          toast.success(texts.rejected, { description: washer.name });
          setRejecting(false);
        }}
      />
    </section>
  );
}
