import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { bidToasts, type BidRequest } from '@sudsy/domain/bids';
import { findCatalogueService } from '@sudsy/domain/catalogue';
import {
  quoteFormSchema,
  suggestedAmountText,
  toQuoteInput,
  type QuoteFormValues,
  type QuoteInput,
} from '@sudsy/domain/quote';
import { vehicleTypeLabels } from '@sudsy/domain/vehicle';
import { FormDialogFooter } from '@/components/form-dialog-footer';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { FormInputField } from '@/components/ui/form-input-field';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { serverMessage } from '@/lib/error-message';
import { formatPreferredTime } from '@/lib/request-dates';
import { useSaveQuote } from '../api/save-quote';
import { PayoutsNeededNotice, QuoteEarningsNote } from './quote-earnings-note';

/** The quote being changed, when there is one. */
export type CurrentQuote = Pick<
  QuoteInput,
  'amountCents' | 'estimatedMinutes' | 'notes' | 'proposedDate' | 'proposedTime'
>;

type QuoteDialogProps = {
  request: BidRequest;
  current?: CurrentQuote;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** Send Quote (or Change Quote): amount, duration, a proposed start the server checks against the calendar, and notes. */
export function QuoteDialog({ request, current, open, onOpenChange }: QuoteDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{current ? 'Change Quote' : 'Send Quote'}</DialogTitle>
          <DialogDescription>
            For {request.ownerName} at {request.address}. The start must fit your working hours, blocked time and
            appointments.
          </DialogDescription>
        </DialogHeader>
        {open ? <QuoteForm request={request} current={current} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function defaults(request: BidRequest, current: CurrentQuote | undefined): QuoteFormValues {
  if (current) {
    return {
      amount: (current.amountCents / 100).toFixed(2),
      estimatedMinutes: String(current.estimatedMinutes),
      notes: current.notes ?? '',
      proposedDate: current.proposedDate,
      proposedTime: current.proposedTime,
    };
  }
  // The catalogue's minutes for the services asked for are a fair first guess at the duration.
  const minutes = request.serviceIds.reduce(
    (total, id) => total + (findCatalogueService(id)?.estimatedMinutes ?? 0),
    0,
  );
  return {
    amount: request.suggestedAmountCents === null ? '' : (request.suggestedAmountCents / 100).toFixed(2),
    estimatedMinutes: minutes > 0 ? String(minutes) : '',
    notes: '',
    proposedDate: request.preferredDate ?? '',
    proposedTime: request.preferredTime ?? '',
  };
}

/** Server field names onto the form's, where they differ. */
const formFieldOf: Record<string, keyof QuoteFormValues> = { amountCents: 'amount' };

function QuoteForm({
  request,
  current,
  onDone,
}: {
  request: BidRequest;
  current: CurrentQuote | undefined;
  onDone: () => void;
}) {
  const form = useForm<QuoteFormValues>({
    resolver: zodResolver(quoteFormSchema),
    defaultValues: defaults(request, current),
  });
  const save = useSaveQuote();
  // A new quote starts from the washer's own prices for this car; a changed one from itself.
  const prefilled = !current && request.suggestedAmountCents !== null;

  const onValid = async (values: QuoteFormValues) => {
    try {
      await save.mutateAsync({ requestId: request.id, quote: toQuoteInput(values) });
      const done = current ? bidToasts.updated : bidToasts.quoted;
      toast.success(done.title, { description: done.description });
      onDone();
    } catch (error) {
      if (error instanceof ApiError) {
        for (const [field, message] of Object.entries(error.fields)) {
          const name = formFieldOf[field] ?? field;
          if (name in form.getValues()) form.setError(name as keyof QuoteFormValues, { message });
        }
        if (error.status === 409) {
          toast.error('Cannot send this quote', { description: error.message });
          return;
        }
      }
      toast.error(bidToasts.failed.title, { description: serverMessage(error) ?? bidToasts.failed.description });
    }
  };

  return (
    <Form {...form}>
      <form noValidate onSubmit={(event) => void form.handleSubmit(onValid)(event)} className="grid gap-4">
        <RequestFacts request={request} />
        <PayoutsNeededNotice />
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="grid gap-2">
            <FormInputField
              control={form.control}
              name="amount"
              label="Amount ($)"
              type="number"
              inputMode="decimal"
              min="0.01"
              step="0.01"
              placeholder="85.00"
              aria-describedby={prefilled ? 'quote-amount-suggested' : undefined}
            />
            {prefilled ? (
              <p id="quote-amount-suggested" className="text-xs text-muted-foreground">
                {suggestedAmountText(request.vehicleType ? vehicleTypeLabels[request.vehicleType] : null)}
              </p>
            ) : null}
            <QuoteEarningsNote amount={form.watch('amount')} />
          </div>
          <FormInputField
            control={form.control}
            name="estimatedMinutes"
            label="Duration (minutes)"
            type="number"
            inputMode="numeric"
            min="1"
            step="1"
          />
          <FormInputField control={form.control} name="proposedDate" label="Proposed date" type="date" />
          <FormInputField
            control={form.control}
            name="proposedTime"
            label="Proposed start time"
            type="time"
            step={900}
          />
        </div>
        <FormField
          control={form.control}
          name="notes"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Notes for the customer</FormLabel>
              <FormControl>
                <Textarea rows={3} placeholder="What is included, what you need on site..." {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormDialogFooter
          onCancel={onDone}
          pending={save.isPending}
          submitLabel={current ? 'Save Quote' : 'Send Quote'}
          busyLabel="Sending..."
        />
      </form>
    </Form>
  );
}

/** The car and the time the owner asked for, in view while pricing. */
function RequestFacts({ request }: { request: BidRequest }) {
  const when = formatPreferredTime(request.preferredDate, request.preferredTime);
  return (
    <dl className="grid gap-3 rounded-lg border bg-muted/40 p-3 text-sm sm:grid-cols-2">
      <div className="grid gap-0.5">
        <dt className="text-xs text-muted-foreground">Vehicle</dt>
        <dd className="font-medium">
          {request.vehicle ?? 'Not named'}
          {request.vehicleType ? ` · ${vehicleTypeLabels[request.vehicleType]}` : ''}
        </dd>
      </div>
      <div className="grid gap-0.5">
        <dt className="text-xs text-muted-foreground">Preferred date and time</dt>
        <dd className="font-medium">{when ?? 'Any time'}</dd>
      </div>
    </dl>
  );
}
