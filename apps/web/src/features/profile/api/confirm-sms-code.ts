import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { smsNumberStateSchema, type SmsConfirmInput, type SmsNumberState } from '@sudsy/domain/sms';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { notificationPreferencesQueryKey, type SavedPreferences } from './get-notification-preferences';

const answerSchema = z.object({ sms: smsNumberStateSchema });

/** Confirms the number SMS is on for with the code texted to it. */
export async function confirmSmsCode(input: SmsConfirmInput): Promise<SmsNumberState> {
  return parseAnswer(answerSchema, await apiFetch('/api/sms/confirm', { method: 'POST', json: input })).sms;
}

/** The number's new state, written into the preferences the page shows. */
export function useSmsNumberStateUpdate() {
  const queryClient = useQueryClient();
  return (state: SmsNumberState) =>
    queryClient.setQueryData<SavedPreferences>(notificationPreferencesQueryKey, (preferences) =>
      preferences ? { ...preferences, sms: { ...preferences.sms, ...state } } : preferences,
    );
}

export function useConfirmSmsCode() {
  const update = useSmsNumberStateUpdate();
  return useMutation({ mutationFn: confirmSmsCode, onSuccess: update });
}
