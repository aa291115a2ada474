import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { FlaskConicalIcon } from 'lucide-react';
import { toast } from 'sonner';
import { paymentMethodTexts } from '@sudsy/domain/payment-methods';
import { localCardSchema, type LocalCardInput } from '@sudsy/domain/test-cards';
import { FormDialogFooter } from '@/components/form-dialog-footer';
import { Form } from '@/components/ui/form';
import { FormInputField } from '@/components/ui/form-input-field';
import { ApiError } from '@/lib/api-client';
import { serverMessage } from '@/lib/error-message';
import { confirmLocalCard } from '../api/confirm-local-card';
import { paymentMethodsQueryKey } from '@/lib/payment-methods';
import { startCardSetup } from '../api/start-card-setup';

const cardFields = ['number', 'expiry', 'cvc', 'postalCode'] as const;

/** The local stand-in's card form: Stripe's test numbers only, checked here and again by the provider. */
export function LocalCardForm({ onDone }: { onDone: () => void }) {
  const schema = useMemo(() => localCardSchema(new Date()), []);
  const form = useForm<LocalCardInput>({
    resolver: zodResolver(schema),
    defaultValues: { number: '', expiry: '', cvc: '', postalCode: '' },
  });
  const queryClient = useQueryClient();

  const onValid = async (card: LocalCardInput) => {
    try {
      const setup = await startCardSetup();
      await confirmLocalCard(setup.setupIntentId, setup.clientSecret, card);
      await queryClient.invalidateQueries({ queryKey: paymentMethodsQueryKey });
      toast.success(paymentMethodTexts.cardSaved);
      onDone();
    } catch (error) {
      if (error instanceof ApiError)
        for (const field of cardFields) {
          const message = error.fields[field];
          if (message) form.setError(field, { message });
        }
      toast.error('Could not save the card', { description: serverMessage(error) ?? 'Please try again.' });
    }
  };

  return (
    <Form {...form}>
      <form noValidate onSubmit={(event) => void form.handleSubmit(onValid)(event)} className="grid gap-4">
        <p className="flex items-start gap-2 rounded-lg bg-muted/60 p-3 text-sm">
          <FlaskConicalIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
          {paymentMethodTexts.localNotice}
        </p>
        <FormInputField
          control={form.control}
          name="number"
          label="Card number"
          placeholder="4242 4242 4242 4242"
          inputMode="numeric"
          autoComplete="cc-number"
          maxLength={23}
        />
        <div className="grid grid-cols-2 gap-4">
          <FormInputField
            control={form.control}
            name="expiry"
            label="Expiry"
            placeholder="MM / YY"
            inputMode="numeric"
            autoComplete="cc-exp"
            maxLength={7}
          />
          <FormInputField
            control={form.control}
            name="cvc"
            label="Security code"
            placeholder="123"
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={4}
          />
        </div>
        <FormInputField
          control={form.control}
          name="postalCode"
          label="ZIP code (optional)"
          autoComplete="postal-code"
          maxLength={10}
        />
        <FormDialogFooter
          onCancel={onDone}
          pending={form.formState.isSubmitting}
          submitLabel={paymentMethodTexts.saveCard}
          busyLabel="Saving..."
        />
      </form>
    </Form>
  );
}
