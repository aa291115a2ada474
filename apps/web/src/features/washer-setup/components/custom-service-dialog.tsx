import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { customServiceIdPrefix } from '@sudsy/domain/catalogue';
import { customServiceDefaults } from '@sudsy/domain/constants';
import { dollarsToCents } from '@sudsy/domain/money';
import { customServiceSchema, type CustomService } from '@sudsy/domain/washer-profile';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { dollarsText, durationMessages } from '../lib/profile-form';

const basePriceText = /^\d+(\.\d{1,2})?$/;

// The dialog's fields as typed; the domain's custom service schema checks the result.
const customServiceFormSchema = z.object({
  name: z.string().trim().min(1, 'Service name is required').max(80, 'Keep the name under 80 characters'),
  description: z
    .string()
    .trim()
    .min(1, 'Description is required')
    .max(500, 'Keep the description under 500 characters'),
  basePrice: z
    .string()
    .trim()
    .min(1, 'Base price is required')
    .regex(basePriceText, 'Enter a price of $0 or more, like 50 or 49.99'),
  estimatedMinutes: z
    .string()
    .trim()
    .min(1, durationMessages.required)
    .regex(/^\d+$/, durationMessages.format)
    .refine((text) => Number(text) >= 1, durationMessages.range)
    .refine((text) => Number(text) <= 24 * 60, durationMessages.tooLong),
});
type CustomServiceForm = z.infer<typeof customServiceFormSchema>;

const defaults: CustomServiceForm = {
  name: '',
  description: '',
  basePrice: dollarsText(customServiceDefaults.basePriceCents),
  estimatedMinutes: String(customServiceDefaults.estimatedMinutes),
};

type CustomServiceDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAdd: (service: CustomService) => void;
};

/** Add Custom Service: name, description, base price (≥ $0, cents allowed) and duration (≥ 1 minute). */
export function CustomServiceDialog({ open, onOpenChange, onAdd }: CustomServiceDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add Custom Service</DialogTitle>
          <DialogDescription>
            Offer something that is not in the catalogue. It is added to your services at once.
          </DialogDescription>
        </DialogHeader>
        {/* Mounted per opening, so each one starts from the defaults. */}
        {open ? (
          <CustomServiceForm
            onAdd={(service) => (onAdd(service), onOpenChange(false))}
            onCancel={() => onOpenChange(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function CustomServiceForm({ onAdd, onCancel }: { onAdd: (service: CustomService) => void; onCancel: () => void }) {
  const form = useForm<CustomServiceForm>({ resolver: zodResolver(customServiceFormSchema), defaultValues: defaults });
  const categoryId = useId();

  const onValid = (values: CustomServiceForm) => {
    onAdd(
      customServiceSchema.parse({
        id: `${customServiceIdPrefix}${Date.now()}`,
        name: values.name,
        description: values.description,
        basePriceCents: dollarsToCents(Number(values.basePrice)),
        estimatedMinutes: Number(values.estimatedMinutes),
        category: customServiceDefaults.category,
      }),
    );
  };

  return (
    <Form {...form}>
      <form noValidate onSubmit={(event) => void form.handleSubmit(onValid)(event)} className="grid gap-4">
        <FormField
          control={form.control}
          name="name"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Service name</FormLabel>
              <FormControl>
                <Input autoComplete="off" placeholder="e.g. Boat Hull Wash" {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="description"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Description</FormLabel>
              <FormControl>
                <Textarea rows={3} placeholder="What the customer gets" {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <FormField
            control={form.control}
            name="basePrice"
            render={({ field }) => (
              <FormItem className="content-start">
                <FormLabel>Base price ($)</FormLabel>
                <FormControl>
                  <Input type="number" min={0} step={0.01} inputMode="decimal" className="tabular-nums" {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="estimatedMinutes"
            render={({ field }) => (
              <FormItem className="content-start">
                <FormLabel>Duration (minutes)</FormLabel>
                <FormControl>
                  <Input type="number" min={1} step={1} inputMode="numeric" className="tabular-nums" {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={categoryId}>Category</Label>
          <Input
            id={categoryId}
            readOnly
            value={customServiceDefaults.category}
            aria-describedby={`${categoryId}-hint`}
            className="bg-muted/50"
          />
          <p id={`${categoryId}-hint`} className="text-xs text-muted-foreground">
            Your own services are listed under {customServiceDefaults.category}.
          </p>
        </div>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit">Add Service</Button>
        </DialogFooter>
      </form>
    </Form>
  );
}
