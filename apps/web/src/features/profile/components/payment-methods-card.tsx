import { lazy, Suspense, useState } from 'react';
import { BanknoteIcon, CreditCardIcon, PlusIcon } from 'lucide-react';
import { toast } from 'sonner';
import { accountMessages } from '@sudsy/domain/account';
import {
  cardExpiry,
  cardLabel,
  paymentMethodTexts,
  type PaymentMethods,
  type SavedCard,
} from '@sudsy/domain/payment-methods';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/load-failed';
import { SectionCard } from '@/components/section-card';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { serverMessage } from '@/lib/error-message';
import { usePaymentMethods } from '@/lib/payment-methods';
import { useRemoveCard } from '../api/remove-card';
import { useSetDefaultCard } from '../api/set-default-card';
import { LocalCardForm } from './local-card-form';

const StripeCardForm = lazy(() => import('./stripe-card-form'));

/** Payment Methods (owners only): the saved cards, the default one marked, and Add Payment Method. */
export function PaymentMethodsCard() {
  const methods = usePaymentMethods();
  const [adding, setAdding] = useState(false);
  const canAdd = methods.data !== undefined && methods.data.mode !== 'off';
  const addButton = (
    <Button variant="outline" onClick={() => setAdding(true)} disabled={!canAdd}>
      <PlusIcon aria-hidden />
      {paymentMethodTexts.addCard}
    </Button>
  );

  return (
    <SectionCard id="payment-methods" title="Payment Methods" icon={<CreditCardIcon />}>
      {methods.isPending ? (
        <div role="status" className="grid gap-3">
          <span className="sr-only">Loading your cards...</span>
          <Skeleton className="h-16" />
        </div>
      ) : methods.isError ? (
        <LoadFailed
          title="Could not load your cards"
          description={serverMessage(methods.error) ?? 'Check your connection and try again.'}
          onRetry={() => void methods.refetch()}
          retrying={methods.isRefetching}
        />
      ) : methods.data.mode === 'off' ? (
        <p className="flex items-start gap-3 rounded-lg bg-muted/60 p-4 text-sm">
          <BanknoteIcon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
          {paymentMethodTexts.payDirectly}
        </p>
      ) : methods.data.cards.length === 0 ? (
        <EmptyState
          icon={CreditCardIcon}
          title={accountMessages.noPaymentMethods}
          description={paymentMethodTexts.addDescription}
          action={addButton}
        />
      ) : (
        <div className="grid gap-4">
          <ul aria-label="Saved cards" className="grid gap-3">
            {methods.data.cards.map((card) => (
              <CardRow key={card.id} card={card} />
            ))}
          </ul>
          <div>{addButton}</div>
        </div>
      )}
      {methods.data ? <AddCardDialog methods={methods.data} open={adding} onOpenChange={setAdding} /> : null}
    </SectionCard>
  );
}

function CardRow({ card }: { card: SavedCard }) {
  const makeDefault = useSetDefaultCard();
  const remove = useRemoveCard();
  const label = cardLabel(card);
  const failed = (error: unknown) =>
    toast.error('Error', { description: serverMessage(error) ?? accountMessages.unexpected });
  return (
    // Wraps its buttons under the card in a narrow column rather than widen the page.
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border p-3">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <CreditCardIcon className="size-5" aria-hidden />
      </span>
      <div className="grid min-w-0 flex-1 basis-40 gap-0.5">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          {label}
          {card.isDefault ? <Badge>{paymentMethodTexts.defaultBadge}</Badge> : null}
        </p>
        <p className="text-sm text-muted-foreground">{cardExpiry(card)}</p>
      </div>
      <div className="ml-auto flex gap-1">
        {card.isDefault ? null : (
          <Button
            variant="ghost"
            size="sm"
            aria-label={`${paymentMethodTexts.makeDefault}: ${label}`}
            disabled={makeDefault.isPending}
            onClick={() =>
              makeDefault.mutate(card.id, {
                onSuccess: () => toast.success(paymentMethodTexts.defaultChanged, { description: label }),
                onError: failed,
              })
            }
          >
            {paymentMethodTexts.makeDefault}
          </Button>
        )}
        <ConfirmDialog
          trigger={
            <Button variant="ghost" size="sm" className="text-destructive" aria-label={`Remove ${label}`}>
              {paymentMethodTexts.remove}
            </Button>
          }
          title={`Remove ${label}?`}
          description="Bookings you make from now on are paid with your other card. Payments already taken are not affected."
          confirmLabel="Remove card"
          destructive
          waitFor={{ pending: remove.isPending, busyLabel: 'Removing...' }}
          onConfirm={() =>
            remove.mutateAsync(card.id).then(
              () => {
                toast.success(paymentMethodTexts.cardRemoved, { description: label });
                return true;
              },
              (error: unknown) => {
                failed(error);
                return false;
              },
            )
          }
        />
      </div>
    </li>
  );
}

function AddCardDialog({
  methods,
  open,
  onOpenChange,
}: {
  methods: PaymentMethods;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const close = () => onOpenChange(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{paymentMethodTexts.addCard}</DialogTitle>
          <DialogDescription>{paymentMethodTexts.addDescription}</DialogDescription>
        </DialogHeader>
        {!open ? null : methods.mode === 'stripe' && methods.publishableKey ? (
          <Suspense fallback={<Skeleton className="h-40" />}>
            <StripeCardForm publishableKey={methods.publishableKey} onDone={close} />
          </Suspense>
        ) : (
          <LocalCardForm onDone={close} />
        )}
      </DialogContent>
    </Dialog>
  );
}
