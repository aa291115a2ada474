import { useMemo, useState, type FormEvent } from 'react';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe } from '@stripe/stripe-js';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { paymentMethodTexts } from '@sudsy/domain/payment-methods';
import { FormDialogFooter } from '@/components/form-dialog-footer';
import { serverMessage } from '@/lib/error-message';
import { paymentMethodsQueryKey } from '@/lib/payment-methods';
import { startCardSetup } from '../api/start-card-setup';

/**
 * Stripe mode: Stripe's Payment Element collects the card inside Stripe's own frame, so the card
 * number never reaches our server (docs/payments.md). The SetupIntent is made only on Save.
 * Loaded on demand: a local or payments-off server never downloads Stripe.js.
 */
export default function StripeCardForm({ publishableKey, onDone }: { publishableKey: string; onDone: () => void }) {
  const stripe = useMemo(() => loadStripe(publishableKey), [publishableKey]);
  return (
    <Elements stripe={stripe} options={{ mode: 'setup', currency: 'usd' }}>
      <CardSetupForm onDone={onDone} />
    </Elements>
  );
}

function CardSetupForm({ onDone }: { onDone: () => void }) {
  const stripe = useStripe();
  const elements = useElements();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    setSaving(true);
    setError(null);
    try {
      const checked = await elements.submit();
      if (checked.error) return setError(checked.error.message ?? null);
      const { clientSecret } = await startCardSetup();
      const result = await stripe.confirmSetup({ elements, clientSecret, redirect: 'if_required' });
      if (result.error) return setError(result.error.message ?? 'The card was not saved.');
      await queryClient.invalidateQueries({ queryKey: paymentMethodsQueryKey });
      toast.success(paymentMethodTexts.cardSaved);
      onDone();
    } catch (failure) {
      setError(serverMessage(failure) ?? 'The card was not saved. Please try again.');
    } finally {
      setSaving(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
      <PaymentElement />
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <FormDialogFooter
        onCancel={onDone}
        pending={saving || !stripe}
        submitLabel={paymentMethodTexts.saveCard}
        busyLabel="Saving..."
      />
    </form>
  );
}
