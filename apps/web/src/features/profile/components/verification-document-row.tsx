import { useId, useRef, useState } from 'react';
import { FileCheckIcon, UploadIcon } from 'lucide-react';
import { toast } from 'sonner';
import {
  documentLabels,
  documentNouns,
  verificationAcceptedTypes,
  verificationMaxFileBytes,
  verificationMessages,
  verificationTexts,
  type VerificationDocument,
  type VerificationDocumentKind,
} from '@sudsy/domain/verification';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { serverMessage } from '@/lib/error-message';
import { useUploadVerificationDocument } from '../api/upload-verification-document';

type VerificationDocumentRowProps = {
  kind: VerificationDocumentKind;
  document: VerificationDocument | undefined;
  /** While an operator reviews the documents they cannot change. */
  locked: boolean;
};

/** One document: uploaded when (with a link to see it) or not yet, and Upload / Replace with its progress. */
export function VerificationDocumentRow({ kind, document, locked }: VerificationDocumentRowProps) {
  const label = documentLabels[kind];
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadVerificationDocument();
  const [percent, setPercent] = useState<number | null>(null);
  const statusId = useId();

  const send = async (file: File) => {
    if (file.size > verificationMaxFileBytes) {
      toast.error(verificationTexts.uploadFailed, { description: verificationMessages.tooLarge });
      return;
    }
    setPercent(0);
    try {
      await upload.mutateAsync({ kind, file, onProgress: setPercent });
    } catch (error) {
      toast.error(verificationTexts.uploadFailed, { description: serverMessage(error) ?? undefined });
    } finally {
      setPercent(null);
    }
  };

  return (
    <li className="grid gap-2 rounded-lg border bg-background/40 p-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center">
      <div className="grid min-w-0 gap-0.5">
        <span className="flex items-center gap-2 text-sm font-medium">
          <FileCheckIcon
            className={document ? 'size-4 text-emerald-700 dark:text-emerald-300' : 'size-4 text-muted-foreground'}
            aria-hidden
          />
          {label}
        </span>
        <span id={statusId} className="text-xs text-muted-foreground">
          {percent !== null ? (
            verificationTexts.uploading(percent)
          ) : document ? (
            <>
              {verificationTexts.uploaded(new Date(document.uploadedAt).toLocaleDateString())} ·{' '}
              <a
                href={document.url}
                target="_blank"
                rel="noreferrer"
                className="text-primary underline underline-offset-4"
              >
                {verificationTexts.view}
                <span className="sr-only"> {documentNouns[kind]}</span>
              </a>
            </>
          ) : (
            verificationTexts.notUploaded
          )}
        </span>
        {percent !== null ? (
          <Progress value={percent} aria-label={verificationTexts.uploading(percent)} className="mt-1 h-1.5" />
        ) : null}
      </div>
      <input
        ref={input}
        type="file"
        accept={verificationAcceptedTypes}
        className="sr-only"
        tabIndex={-1}
        aria-hidden
        data-testid={`upload-${kind}`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void send(file);
        }}
      />
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="w-fit"
        disabled={locked || upload.isPending}
        aria-describedby={statusId}
        onClick={() => input.current?.click()}
      >
        <UploadIcon aria-hidden />
        {document ? verificationTexts.replace(documentNouns[kind]) : verificationTexts.upload(documentNouns[kind])}
      </Button>
    </li>
  );
}
