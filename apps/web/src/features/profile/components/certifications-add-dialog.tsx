import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import type { z } from 'zod';
import {
  certificationInputSchema,
  credentialLimits,
  credentialToasts,
  type CertificationInput,
} from '@sudsy/domain/washer-credentials';
import { FormDialogFooter } from '@/components/form-dialog-footer';
import { Form } from '@/components/ui/form';
import { FormInputField } from '@/components/ui/form-input-field';
import { ApiError } from '@/lib/api-client';
import { serverMessage } from '@/lib/error-message';
import { useAddCertification } from '../api/add-certification';
import { CredentialAddDialog } from './credential-add-dialog';

type CertificationOutput = z.output<typeof certificationInputSchema>;
const emptyCertification = { name: '', issuer: '', issueDate: '', expiryDate: '', verificationUrl: '' };

export function CertificationsAddDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <CredentialAddDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Add Certification"
      description="Name, issuer and issue date are required; a verification link lets customers check it."
      className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-lg"
    >
      {(close) => <CertificationForm onDone={close} />}
    </CredentialAddDialog>
  );
}

function CertificationForm({ onDone }: { onDone: () => void }) {
  const form = useForm<CertificationInput, unknown, CertificationOutput>({
    resolver: zodResolver(certificationInputSchema),
    defaultValues: emptyCertification,
  });
  const add = useAddCertification();

  const onValid = async (values: CertificationOutput) => {
    try {
      const certification = await add.mutateAsync(values);
      toast.success(credentialToasts.certificationAdded.title, { description: certification.name });
      onDone();
    } catch (error) {
      if (error instanceof ApiError) {
        for (const [name, message] of Object.entries(error.fields)) {
          if (name in emptyCertification) form.setError(name as keyof CertificationInput, { message });
        }
      }
      toast.error('Error', {
        description: serverMessage(error) ?? 'Failed to add the certification. Please try again.',
      });
    }
  };

  const max = credentialLimits.certificationText;
  return (
    <Form {...form}>
      <form noValidate onSubmit={(event) => void form.handleSubmit(onValid)(event)} className="grid gap-4">
        <FormInputField
          control={form.control}
          name="name"
          label="Certification"
          placeholder="e.g. IDA Certified Detailer"
          autoComplete="off"
          maxLength={max}
        />
        <FormInputField
          control={form.control}
          name="issuer"
          label="Issuer"
          placeholder="e.g. International Detailing Association"
          autoComplete="off"
          maxLength={max}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormInputField control={form.control} name="issueDate" label="Issue Date" type="date" />
          <FormInputField control={form.control} name="expiryDate" label="Expiry Date (optional)" type="date" />
        </div>
        <FormInputField
          control={form.control}
          name="verificationUrl"
          label="Verification URL (optional)"
          type="url"
          inputMode="url"
          placeholder="https://"
          autoComplete="off"
          maxLength={credentialLimits.verificationUrl}
        />
        <FormDialogFooter
          onCancel={onDone}
          pending={add.isPending}
          submitLabel="Add Certification"
          busyLabel="Adding..."
        />
      </form>
    </Form>
  );
}
