import { BanknoteIcon, CreditCardIcon, PlusIcon } from 'lucide-react';
import { accountMessages } from '@sudsy/domain/account';
import { EmptyState } from '@/components/empty-state';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';

/** Payment Methods (owners only): none can be stored yet, and Add Payment Method says how paying works. */
export function PaymentMethodsCard() {
  return (
    <SectionCard id="payment-methods" title="Payment Methods" icon={<CreditCardIcon />}>
      <EmptyState
        icon={CreditCardIcon}
        title={accountMessages.noPaymentMethods}
        action={
          <Dialog>
            <DialogTrigger asChild>
              <Button variant="outline">
                <PlusIcon aria-hidden />
                Add Payment Method
              </Button>
            </DialogTrigger>
            <DialogContent className="sm:max-w-md">
              <DialogHeader>
                <DialogTitle>Add Payment Method</DialogTitle>
                <DialogDescription>{accountMessages.paymentAtJob}</DialogDescription>
              </DialogHeader>
              <div className="flex items-start gap-3 rounded-lg bg-muted/60 p-4 text-sm">
                <BanknoteIcon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
                <p>
                  Agree on the price when you accept a quote; your washer takes payment (card, cash or app) once the
                  wash is done.
                </p>
              </div>
              <DialogFooter>
                <DialogClose asChild>
                  <Button>Got it</Button>
                </DialogClose>
              </DialogFooter>
            </DialogContent>
          </Dialog>
        }
      />
    </SectionCard>
  );
}
