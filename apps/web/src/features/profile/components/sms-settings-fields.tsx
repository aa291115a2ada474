import { useWatch, type UseFormReturn } from 'react-hook-form';
import { MessageSquareTextIcon } from 'lucide-react';
import { smsNotice } from '@sudsy/domain/constants';
import type { NotificationPreferences, NotificationPreferencesInput } from '@sudsy/domain/notification-preferences';
import { normalizeSmsPhone, type StoredSmsSettings } from '@sudsy/domain/sms-settings';
import { Checkbox } from '@/components/ui/checkbox';
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';
import { SmsConfirmPanel } from './sms-confirm-panel';

type SmsSettingsFieldsProps = { form: UseFormReturn<NotificationPreferencesInput, unknown, NotificationPreferences> };
type SmsSectionProps = SmsSettingsFieldsProps & {
  /** What the server keeps, with the number's state; its confirmation shows while the form shows that number. */
  stored: StoredSmsSettings;
};

/**
 * The SMS section of the Push dialog: a switch; while on, the number, the terms
 * consent and the optional marketing consent, with the notice. Turning it off clears both
 * consents and keeps the number.
 */
export function SmsSettingsFields({ form, stored }: SmsSectionProps) {
  const enabled = useWatch({ control: form.control, name: 'sms.enabled' });
  const phone = useWatch({ control: form.control, name: 'sms.phone' });
  const savedNumber =
    enabled && stored.enabled && stored.phone !== null && normalizeSmsPhone(phone ?? '') === stored.phone;
  return (
    <section aria-labelledby="sms-section-title" className="grid gap-4 rounded-lg border p-4">
      <FormField
        control={form.control}
        name="sms.enabled"
        render={({ field }) => (
          <FormItem className="flex items-center justify-between gap-4">
            <div className="grid gap-0.5">
              <h3 id="sms-section-title" className="flex items-center gap-2 font-medium">
                <MessageSquareTextIcon className="size-4 text-primary" aria-hidden />
                SMS Notifications
              </h3>
              <p className="text-sm text-muted-foreground">Text messages about your requests and appointments.</p>
            </div>
            <FormControl>
              <Switch
                aria-label="SMS notifications"
                checked={field.value}
                onBlur={field.onBlur}
                onCheckedChange={(checked) => {
                  field.onChange(checked);
                  if (!checked) {
                    form.setValue('sms.termsConsent', false);
                    form.setValue('sms.marketingConsent', false);
                    form.clearErrors('sms');
                  }
                }}
              />
            </FormControl>
          </FormItem>
        )}
      />
      {enabled ? (
        <div className="grid gap-4">
          <FormField
            control={form.control}
            name="sms.phone"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Phone Number</FormLabel>
                <FormControl>
                  <Input
                    type="tel"
                    inputMode="tel"
                    autoComplete="tel"
                    placeholder="+1234567890"
                    {...field}
                    value={field.value ?? ''}
                  />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <ConsentField
            form={form}
            name="sms.termsConsent"
            label="I agree to receive SMS notifications from Sudsy. Message and data rates may apply."
          />
          <ConsentField
            form={form}
            name="sms.marketingConsent"
            label="Also send me offers and promotions by SMS (optional)."
          />
          {savedNumber ? <SmsConfirmPanel sms={stored} /> : null}
          <p className="rounded-md bg-muted px-3 py-2 text-xs text-muted-foreground">{smsNotice}</p>
        </div>
      ) : null}
    </section>
  );
}

type ConsentFieldProps = SmsSettingsFieldsProps & { name: 'sms.termsConsent' | 'sms.marketingConsent'; label: string };

function ConsentField({ form, name, label }: ConsentFieldProps) {
  return (
    <FormField
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <div className="flex items-start gap-3">
            <FormControl>
              <Checkbox
                className="mt-0.5"
                checked={field.value}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                onBlur={field.onBlur}
              />
            </FormControl>
            <FormLabel className="leading-snug font-normal">{label}</FormLabel>
          </div>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
