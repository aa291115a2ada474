import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { smsNumberStateSchema, type SmsNumberState } from '@sudsy/domain/sms';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { useSmsNumberStateUpdate } from './confirm-sms-code';

const answerSchema = z.object({ sms: smsNumberStateSchema });

/** Texts a new code to the number SMS is on for (at most one a minute). */
export async function resendSmsCode(): Promise<SmsNumberState> {
  return parseAnswer(answerSchema, await apiFetch('/api/sms/resend', { method: 'POST' })).sms;
}

export function useResendSmsCode() {
  const update = useSmsNumberStateUpdate();
  return useMutation({ mutationFn: resendSmsCode, onSuccess: update });
}
