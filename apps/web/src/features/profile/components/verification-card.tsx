import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { BadgeCheckIcon, SendIcon } from 'lucide-react';
import { toast } from 'sonner';
import {
  canEditSubmission,
  insuranceExpirySchema,
  verificationDocumentKinds,
  verificationTexts as texts,
  type InsuranceExpiryInput,
  type MyVerification,
} from '@sudsy/domain/verification';
import { LoadFailed } from '@/components/load-failed';
import { PendingLabel } from '@/components/pending-label';
import { SectionCard } from '@/components/section-card';
import { VerifiedBadge } from '@/components/verified-badge';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { FormInputField } from '@/components/ui/form-input-field';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { serverMessage } from '@/lib/error-message';
import { useMyVerification } from '../api/get-my-verification';
import { useSaveInsuranceExpiry } from '../api/save-insurance-expiry';
import { useSubmitVerification } from '../api/submit-verification';
import { VerificationDocumentRow } from './verification-document-row';

const expirySchema = insuranceExpirySchema();

/**
 * Verification (docs/product.md, "Washer verification"): the washer's ID document and insurance
 * certificate with their upload progress, the insurance's expiry date, Send for review, and the
 * state: not verified, pending review, verified, rejected with the operator's reason, or expired.
 */
export function VerificationCard() {
  const verification = useMyVerification();
  return (
    <SectionCard id="verification-title" title={texts.title} icon={<BadgeCheckIcon />} description={texts.description}>
      {verification.isPending ? (
        <div role="status" className="grid gap-3">
          <span className="sr-only">Loading...</span>
          <Skeleton className="h-16 rounded-lg" />
          <Skeleton className="h-16 rounded-lg" />
        </div>
      ) : verification.isError ? (
        <LoadFailed
          title={texts.loadFailed}
          description={serverMessage(verification.error) ?? texts.retry}
          onRetry={() => void verification.refetch()}
          retrying={verification.isFetching}
        />
      ) : (
        <VerificationForm verification={verification.data} />
      )}
    </SectionCard>
  );
}

function VerificationForm({ verification }: { verification: MyVerification }) {
  const locked = !canEditSubmission(verification.state === 'pending' ? 'pending' : null);
  const state = texts.states[verification.state];
  const submit = useSubmitVerification();
  const sendable =
    !locked && verification.state !== 'verified' && verification.documents.length === verificationDocumentKinds.length;

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-2" aria-live="polite">
        {verification.verified ? <VerifiedBadge /> : <Badge variant="secondary">{state.badge}</Badge>}
        <p className="text-sm text-muted-foreground">{state.sentence}</p>
      </div>
      {verification.required && !verification.verified ? (
        <p className="text-sm font-medium">{texts.requiredNote}</p>
      ) : null}
      {verification.rejectReason ? (
        <Alert variant="destructive">
          <AlertTitle>{texts.rejectReason}</AlertTitle>
          <AlertDescription>{verification.rejectReason}</AlertDescription>
        </Alert>
      ) : null}
      <ul className="grid gap-2">
        {verificationDocumentKinds.map((kind) => (
          <VerificationDocumentRow
            key={kind}
            kind={kind}
            document={verification.documents.find((document) => document.kind === kind)}
            locked={locked}
          />
        ))}
      </ul>
      <ExpiryForm key={verification.insuranceExpiresOn} value={verification.insuranceExpiresOn} locked={locked} />
      <Button
        type="button"
        className="w-fit"
        disabled={!sendable || submit.isPending}
        onClick={() =>
          void submit.mutateAsync().then(
            () => toast.success(texts.submitted),
            (error: unknown) => toast.error(serverMessage(error) ?? texts.uploadFailed),
          )
        }
      >
        <SendIcon aria-hidden />
        <PendingLabel pending={submit.isPending} idle={texts.submit} busy={`${texts.submit}…`} />
      </Button>
    </div>
  );
}

function ExpiryForm({ value, locked }: { value: string | null; locked: boolean }) {
  const form = useForm<InsuranceExpiryInput>({
    resolver: zodResolver(expirySchema),
    defaultValues: { insuranceExpiresOn: value ?? '' },
  });
  const save = useSaveInsuranceExpiry();
  const onValid = async (values: InsuranceExpiryInput) => {
    try {
      await save.mutateAsync(values);
    } catch (error) {
      if (error instanceof ApiError && error.fields.insuranceExpiresOn)
        form.setError('insuranceExpiresOn', { message: error.fields.insuranceExpiresOn });
      else toast.error(serverMessage(error) ?? texts.uploadFailed);
    }
  };
  return (
    <Form {...form}>
      <form
        noValidate
        onSubmit={(event) => void form.handleSubmit(onValid)(event)}
        className="flex flex-col gap-3 sm:flex-row sm:items-start"
      >
        <div className="grow sm:max-w-56">
          <FormInputField
            control={form.control}
            name="insuranceExpiresOn"
            label={texts.expiryLabel}
            type="date"
            disabled={locked}
          />
        </div>
        <Button
          type="submit"
          variant="outline"
          className="w-fit sm:mt-[1.375rem]"
          disabled={locked || save.isPending || !form.formState.isDirty}
        >
          <PendingLabel pending={save.isPending} idle={texts.saveExpiry} busy={`${texts.saveExpiry}…`} />
        </Button>
      </form>
    </Form>
  );
}
