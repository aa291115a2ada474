import { useFormContext } from 'react-hook-form';
import { CalendarClockIcon } from 'lucide-react';
import {
  cancellationNoticeLabel,
  cancellationNoticeOptions,
  cancellationPolicyText,
} from '@sudsy/domain/cancellation-policy';
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { SectionCard } from '@/components/section-card';
import type { ProfileFormValues } from '../lib/profile-form';

/** The notice the washer asks before a job, shown on their public page and with every quote. */
export function CancellationPolicyCard() {
  const form = useFormContext<ProfileFormValues>();
  return (
    <SectionCard
      id="cancellation-policy-title"
      title="Cancellation policy"
      icon={<CalendarClockIcon />}
      description="Customers see it on your profile and with every quote. Cancelling inside it, by you or the customer, is allowed but marked late, and your own late cancellations show on your profile."
    >
      <FormField
        control={form.control}
        name="cancellationNoticeHours"
        render={({ field }) => (
          <FormItem>
            <FormLabel>Notice before a job</FormLabel>
            <Select value={String(field.value)} onValueChange={(value) => field.onChange(Number(value))}>
              <FormControl>
                <SelectTrigger onBlur={field.onBlur} className="w-full sm:w-56">
                  <SelectValue />
                </SelectTrigger>
              </FormControl>
              <SelectContent>
                {cancellationNoticeOptions.map((hours) => (
                  <SelectItem key={hours} value={String(hours)}>
                    {cancellationNoticeLabel(hours)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            <p className="text-sm text-muted-foreground">{cancellationPolicyText(field.value)}.</p>
            <FormMessage />
          </FormItem>
        )}
      />
    </SectionCard>
  );
}
