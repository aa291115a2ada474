import { useEffect, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { CheckCircle2Icon, CircleAlertIcon } from 'lucide-react';
import {
  resendWaitSeconds,
  smsConfirmMessages,
  smsConfirmSchema,
  smsConfirmTexts,
  smsCodeLength,
  e164Of,
} from '@sudsy/domain/sms';
import type { StoredSmsSettings } from '@sudsy/domain/sms-settings';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ApiError } from '@/lib/api-client';
import { useConfirmSmsCode } from '../api/confirm-sms-code';
import { useResendSmsCode } from '../api/resend-sms-code';

/** Seconds until another code may be sent, counting down once a second while there is a wait. */
function useResendWait(codeSentAt: string | null): number {
  const [now, setNow] = useState(() => new Date());
  const wait = resendWaitSeconds(codeSentAt ? new Date(codeSentAt) : null, now);
  useEffect(() => {
    if (wait === 0) return;
    const timer = setTimeout(() => setNow(new Date()), 1000);
    return () => clearTimeout(timer);
  }, [wait, now]);
  return wait;
}

/**
 * The saved number's state in the SMS section (docs/product.md, "SMS"): Confirmed, or Not
 * confirmed yet with the code texted to it, a Confirm button and Send a new code after its wait.
 * Lives inside the preferences form, so its buttons do not submit it and Enter in the code confirms.
 */
export function SmsConfirmPanel({ sms }: { sms: StoredSmsSettings }) {
  const confirm = useConfirmSmsCode();
  const resend = useResendSmsCode();
  const wait = useResendWait(sms.codeSentAt);
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  const id = useId();
  const phone = sms.phone ? e164Of(sms.phone) : '';

  if (sms.confirmed)
    return (
      <p role="status" className="flex items-center gap-2 text-sm font-medium text-emerald-700 dark:text-emerald-400">
        <CheckCircle2Icon className="size-4" aria-hidden />
        {smsConfirmTexts.stateLabel} {phone}: {smsConfirmTexts.confirmed}
      </p>
    );

  const onConfirm = async () => {
    const parsed = smsConfirmSchema.safeParse({ code });
    if (!parsed.success) {
      setProblem(smsConfirmMessages.codeFormat);
      codeInput.current?.focus();
      return;
    }
    try {
      await confirm.mutateAsync(parsed.data);
      setProblem(null);
      toast.success(smsConfirmTexts.confirmedToast);
    } catch (error) {
      setProblem(error instanceof ApiError ? (error.fields.code ?? error.message) : smsConfirmMessages.sendFailed);
      codeInput.current?.focus();
    }
  };

  const onResend = async () => {
    try {
      await resend.mutateAsync();
      setCode('');
      setProblem(null);
      toast.success(smsConfirmTexts.resentToast);
      codeInput.current?.focus();
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : smsConfirmMessages.sendFailed);
    }
  };

  return (
    <div className="grid gap-3 rounded-md border border-amber-300 bg-amber-50 p-3 dark:border-amber-700 dark:bg-amber-950/40">
      <p role="status" className="flex items-center gap-2 text-sm font-medium">
        <CircleAlertIcon className="size-4 text-amber-700 dark:text-amber-400" aria-hidden />
        {smsConfirmTexts.stateLabel} {phone}: {smsConfirmTexts.notConfirmed}
      </p>
      {sms.codeSentAt ? <p className="text-sm">{smsConfirmTexts.sentTo(phone)}</p> : null}
      <div className="grid gap-2">
        <Label htmlFor={`${id}-code`}>{smsConfirmTexts.codeLabel}</Label>
        <Input
          id={`${id}-code`}
          ref={codeInput}
          className="h-12 text-lg tracking-widest"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={smsCodeLength + 2}
          value={code}
          aria-invalid={problem !== null}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(event) => setCode(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            void onConfirm();
          }}
        />
        {problem ? (
          <p id={`${id}-problem`} role="alert" className="text-sm text-destructive">
            {problem}
          </p>
        ) : null}
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="button" className="h-12 sm:flex-1" disabled={confirm.isPending} onClick={() => void onConfirm()}>
          {confirm.isPending ? smsConfirmTexts.confirming : smsConfirmTexts.confirm}
        </Button>
        <Button
          type="button"
          variant="outline"
          className="h-12 sm:flex-1"
          disabled={wait > 0 || resend.isPending}
          onClick={() => void onResend()}
        >
          {wait > 0 ? smsConfirmTexts.resendIn(wait) : smsConfirmTexts.resend}
        </Button>
      </div>
    </div>
  );
}
