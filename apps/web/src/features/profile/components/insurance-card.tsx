import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ShieldCheckIcon } from 'lucide-react';
import { toast } from 'sonner';
import {
  credentialLimits,
  credentialToasts,
  insuranceInputSchema,
  type InsuranceInput,
} from '@sudsy/domain/washer-credentials';
import { PendingLabel } from '@/components/pending-label';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { FormInputField } from '@/components/ui/form-input-field';
import { ApiError } from '@/lib/api-client';
import { serverMessage } from '@/lib/error-message';
import { useSaveInsuranceNumber } from '../api/save-insurance-number';

/** Insurance Information: the number is kept private to the washer and customers who booked them. */
export function InsuranceCard({ insuranceNumber }: { insuranceNumber: string | null }) {
  const form = useForm<InsuranceInput>({
    resolver: zodResolver(insuranceInputSchema),
    defaultValues: { insuranceNumber: insuranceNumber ?? '' },
  });
  const save = useSaveInsuranceNumber();

  const onValid = async (values: InsuranceInput) => {
    try {
      const saved = await save.mutateAsync(values);
      form.reset({ insuranceNumber: saved ?? '' });
      toast.success(credentialToasts.insuranceUpdated.title, {
        description: saved ? 'Customers with a booking with you can see it.' : 'No insurance number is on file now.',
      });
    } catch (error) {
      const message = serverMessage(error) ?? 'Failed to save the insurance number. Please try again.';
      if (error instanceof ApiError && error.fields.insuranceNumber)
        form.setError('insuranceNumber', { message: error.fields.insuranceNumber });
      toast.error('Save Failed', { description: message });
    }
  };

  return (
    <SectionCard
      id="insurance-title"
      title="Insurance Information"
      icon={<ShieldCheckIcon />}
      description="Only you and customers with a booking with you can see this number; others see that you are insured."
    >
      <Form {...form}>
        <form
          noValidate
          onSubmit={(event) => void form.handleSubmit(onValid)(event)}
          className="flex flex-col gap-3 sm:flex-row sm:items-start"
        >
          <div className="grow">
            <FormInputField
              control={form.control}
              name="insuranceNumber"
              label="Insurance Number"
              placeholder="e.g. POL-1234-5678"
              autoComplete="off"
              maxLength={credentialLimits.insuranceNumber}
            />
          </div>
          <Button type="submit" className="sm:mt-[1.375rem]" disabled={save.isPending || !form.formState.isDirty}>
            <PendingLabel pending={save.isPending} idle="Update" busy="Saving..." />
          </Button>
        </form>
      </Form>
    </SectionCard>
  );
}
