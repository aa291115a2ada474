import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import {
  accountMessages,
  accountToasts,
  savePersonalInfoSchema,
  type Account,
  type SavePersonalInfo,
} from '@sudsy/domain/account';
import { formatPhoneAsTyped } from '@sudsy/domain/phone';
import { AddressCombobox } from '@/components/address-combobox';
import { PendingLabel } from '@/components/pending-label';
import { Button } from '@/components/ui/button';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { FormInputField } from '@/components/ui/form-input-field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { useSavePersonalInfo } from '../api/save-personal-info';
import type { PersonalInfoValues } from './personal-info-card';

type PersonalInfoFormProps = {
  account: Account;
  onCancel: () => void;
  /** Saved; with the new email a confirmation link went to, if any. */
  onSaved: (pendingEmail: string | null) => void;
};

const formFields = ['name', 'email', 'phone', 'address'] as const;

function storedValues(account: Account): PersonalInfoValues {
  return {
    name: account.name,
    email: account.email,
    phone: account.phone ?? '',
    address: account.address ?? '',
    coordinates: account.coordinates,
  };
}

/** Edit mode: Cancel restores the stored values (the form is dropped), Save Changes checks, saves, and returns to view mode. */
export function PersonalInfoForm({ account, onCancel, onSaved }: PersonalInfoFormProps) {
  const form = useForm<PersonalInfoValues, unknown, SavePersonalInfo>({
    resolver: zodResolver(savePersonalInfoSchema),
    defaultValues: storedValues(account),
  });
  const save = useSavePersonalInfo();

  const onValid = async (values: SavePersonalInfo) => {
    try {
      const { pendingEmail } = await save.mutateAsync(values);
      toast.success(accountToasts.profileUpdated.title, {
        description: pendingEmail
          ? `Open the link we sent to ${pendingEmail} to start using it.`
          : 'Your personal information has been saved.',
      });
      onSaved(pendingEmail);
    } catch (error) {
      showSaveError(error, (field, message) => form.setError(field, { message }));
    }
  };

  return (
    <Form {...form}>
      <form noValidate onSubmit={(event) => void form.handleSubmit(onValid)(event)} className="grid gap-5">
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <FormInputField control={form.control} name="name" label="Full Name" autoComplete="name" />
          <FormInputField control={form.control} name="email" label="Email" type="email" autoComplete="email" />
          <FormField
            control={form.control}
            name="phone"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Phone</FormLabel>
                <FormControl>
                  <Input
                    type="tel"
                    inputMode="tel"
                    autoComplete="tel"
                    placeholder="(555) 123-4567"
                    {...field}
                    onChange={(event) => field.onChange(formatPhoneAsTyped(event.target.value))}
                  />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="address"
            render={({ field }) => (
              <FormItem className="sm:col-span-2">
                <FormLabel>Address</FormLabel>
                <FormControl>
                  <AddressCombobox
                    name={field.name}
                    ref={field.ref}
                    value={field.value}
                    onBlur={field.onBlur}
                    placeholder="Street, city, state or ZIP"
                    onInputChange={(text) => {
                      field.onChange(text);
                      form.setValue('coordinates', null);
                    }}
                    onSelect={(place) => {
                      field.onChange(place.label);
                      form.setValue('coordinates', { lat: place.lat, lng: place.lng });
                    }}
                  />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onCancel} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={save.isPending}>
            <PendingLabel pending={save.isPending} idle="Save Changes" busy="Saving..." />
          </Button>
        </div>
      </form>
    </Form>
  );
}

/** The profile toasts: signed out, refused with the server's words, broken server, or anything else. */
function showSaveError(error: unknown, markField: (field: (typeof formFields)[number], message: string) => void) {
  if (error instanceof ApiError && error.status === 401) {
    toast.error(accountToasts.authenticationError.title, {
      description: accountToasts.authenticationError.description,
    });
  } else if (error instanceof ApiError && error.status >= 500) {
    toast.error(accountToasts.error.title, { description: accountMessages.updateFailed(error.message) });
  } else if (error instanceof ApiError && !error.code.startsWith('http_') && error.code !== 'invalid_response') {
    for (const field of formFields) {
      const message = error.fields[field];
      if (message) markField(field, message);
    }
    toast.error(accountToasts.saveFailed.title, {
      description: Object.values(error.fields)[0] || error.message || accountMessages.saveFailedFallback,
    });
  } else {
    toast.error(accountToasts.error.title, { description: accountMessages.unexpected });
  }
}
