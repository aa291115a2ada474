import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import {
  notificationPreferencesSchema,
  notificationToasts,
  type NotificationPreferences,
  type NotificationPreferencesInput,
} from '@sudsy/domain/notification-preferences';
import { smsConfirmTexts } from '@sudsy/domain/sms';
import { FormDialogFooter } from '@/components/form-dialog-footer';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Form } from '@/components/ui/form';
import { ApiError } from '@/lib/api-client';
import { useNotificationPreferences, type SavedPreferences } from '../api/get-notification-preferences';
import { useSaveNotificationPreferences } from '../api/save-notification-preferences';
import { notificationGroups, type FlagGroup } from './notification-groups';
import { NotificationFlagSwitches } from './notification-flag-switches';
import { SmsSettingsFields } from './sms-settings-fields';

type NotificationSettingsDialogProps = {
  group: FlagGroup | null;
  preferences: SavedPreferences;
  onOpenChange: (open: boolean) => void;
};

/** One Configure dialog of the Notifications card; the Push one holds the SMS section. */
export function NotificationSettingsDialog({ group, preferences, onOpenChange }: NotificationSettingsDialogProps) {
  const text = group ? notificationGroups[group] : null;
  return (
    <Dialog open={group !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-lg">
        {group && text ? (
          <>
            <DialogHeader>
              <DialogTitle>{text.title}</DialogTitle>
              <DialogDescription>{text.description}</DialogDescription>
            </DialogHeader>
            {/* Keyed so each opening starts from what is stored, not from an abandoned edit. */}
            <NotificationSettingsForm
              key={group}
              group={group}
              preferences={preferences}
              onDone={() => onOpenChange(false)}
            />
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function NotificationSettingsForm({
  group,
  preferences,
  onDone,
}: {
  group: FlagGroup;
  preferences: SavedPreferences;
  onDone: () => void;
}) {
  // The number's state changes under the open dialog (a code confirmed, a new one sent).
  const stored = useNotificationPreferences().data?.sms ?? preferences.sms;
  // The whole set is the form's value and is sent whole; this dialog shows and changes its own part.
  const form = useForm<NotificationPreferencesInput, unknown, NotificationPreferences>({
    resolver: zodResolver(notificationPreferencesSchema),
    defaultValues: { ...preferences, sms: { ...preferences.sms, phone: preferences.sms.phone ?? '' } },
  });
  const save = useSaveNotificationPreferences();
  const flags = Object.entries(notificationGroups[group].flags).map(([name, text]) => ({
    name: `${group}.${name}`,
    ...text,
  }));

  const onValid = async (values: NotificationPreferences) => {
    try {
      const saved = await save.mutateAsync(values);
      const smsChanged = JSON.stringify(saved.sms) !== JSON.stringify(preferences.sms);
      const flagsChanged = JSON.stringify(saved[group]) !== JSON.stringify(preferences[group]);
      const toConfirm = saved.sms.enabled && !saved.sms.confirmed;
      if (smsChanged) {
        toast.success(notificationToasts.smsUpdated.title, {
          description: toConfirm
            ? smsConfirmTexts.enterCode(saved.sms.phone ?? '')
            : saved.sms.enabled
              ? `Text messages go to ${saved.sms.phone ?? ''}.`
              : 'SMS notifications are off.',
        });
      }
      if (flagsChanged || !smsChanged) toast.success(notificationToasts.updated.title);
      // Texts go only to a confirmed number: the dialog stays open on the code field.
      if (toConfirm) form.reset(values);
      else onDone();
    } catch (error) {
      // The server checks the same rules; a field it refuses is marked as the form would mark it.
      if (error instanceof ApiError) {
        for (const [name, message] of Object.entries(error.fields)) form.setError(name as 'sms.phone', { message });
      }
      toast.error(notificationToasts.saveFailed.title, { description: notificationToasts.saveFailed.description });
    }
  };

  return (
    <Form {...form}>
      <form noValidate onSubmit={(event) => void form.handleSubmit(onValid)(event)} className="grid gap-5">
        <NotificationFlagSwitches control={form.control} flags={flags} />
        {group === 'push' ? <SmsSettingsFields form={form} stored={stored} /> : null}
        <FormDialogFooter onCancel={onDone} pending={save.isPending} submitLabel="Save Preferences" />
      </form>
    </Form>
  );
}
