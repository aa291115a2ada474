import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import {
  disputeAnswerKinds,
  disputeAnswerSchema,
  disputeCardTexts as texts,
  disputeMessageMaxLength,
  type DisputeAnswerKind,
} from '@sudsy/domain/disputes';
import { typedDollarsToCents } from '@sudsy/domain/money';
import { PendingLabel } from '@/components/pending-label';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { serverMessage } from '@/lib/error-message';
import { useAnswerDispute } from '../api/answer-dispute';

const kindLabels: Record<DisputeAnswerKind, string> = {
  redo: texts.offerRedo,
  refund: texts.offerRefund,
  contest: texts.contest,
};

type Problems = Partial<Record<'kind' | 'date' | 'time' | 'amountCents' | 'message', string>>;

/** The washer's answer to a report: a redo visit (date and time), a partial refund, or contest it; with words to the owner. */
export function DisputeAnswerForm({ appointmentId, paidCents }: { appointmentId: string; paidCents: number }) {
  const id = useId();
  const answer = useAnswerDispute(appointmentId);
  const [kind, setKind] = useState<DisputeAnswerKind | ''>('');
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [typed, setTyped] = useState('');
  const [message, setMessage] = useState('');
  const [problems, setProblems] = useState<Problems>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = disputeAnswerSchema(paidCents).safeParse({
      kind: kind || undefined,
      date,
      time,
      amountCents: typedDollarsToCents(typed),
      message,
    });
    if (!checked.success) {
      const found: Problems = {};
      for (const issue of checked.error.issues) {
        const field = (issue.path[0] ?? 'kind') as keyof Problems;
        found[field] ??= issue.message;
      }
      return setProblems(found);
    }
    setProblems({});
    try {
      await answer.mutateAsync(checked.data);
      toast.success(texts.answered);
    } catch (failure) {
      if (failure instanceof ApiError && Object.keys(failure.fields).length > 0) setProblems(failure.fields);
      else toast.error(texts.answerTitle, { description: serverMessage(failure) ?? 'Please try again.' });
    }
  };

  const error = (field: keyof Problems) =>
    problems[field] ? (
      <p id={`${id}-${field}-error`} className="text-sm text-destructive">
        {problems[field]}
      </p>
    ) : null;
  const described = (field: keyof Problems) => (problems[field] ? `${id}-${field}-error` : undefined);

  return (
    <form noValidate className="grid gap-4 rounded-lg border p-4" onSubmit={(event) => void submit(event)}>
      <h3 className="font-semibold">{texts.answerTitle}</h3>
      <fieldset className="grid gap-2" aria-describedby={described('kind')}>
        <legend className="mb-2 text-sm font-medium">{texts.kindLabel}</legend>
        <RadioGroup value={kind} onValueChange={(value) => setKind(value as DisputeAnswerKind)} className="gap-2">
          {disputeAnswerKinds.map((option) => (
            <div key={option} className="flex items-center gap-2">
              <RadioGroupItem value={option} id={`${id}-${option}`} />
              <Label htmlFor={`${id}-${option}`} className="font-normal">
                {kindLabels[option]}
              </Label>
            </div>
          ))}
        </RadioGroup>
        {error('kind')}
      </fieldset>
      {kind === 'redo' ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="grid gap-2">
            <Label htmlFor={`${id}-date`}>{texts.redoDate}</Label>
            <Input
              id={`${id}-date`}
              type="date"
              value={date}
              onChange={(event) => setDate(event.target.value)}
              aria-invalid={problems.date !== undefined}
              aria-describedby={described('date')}
            />
            {error('date')}
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-time`}>{texts.redoTime}</Label>
            <Input
              id={`${id}-time`}
              type="time"
              value={time}
              onChange={(event) => setTime(event.target.value)}
              aria-invalid={problems.time !== undefined}
              aria-describedby={described('time')}
            />
            {error('time')}
          </div>
        </div>
      ) : null}
      {kind === 'refund' ? (
        <div className="grid gap-2">
          <Label htmlFor={`${id}-amount`}>{texts.offerLabel}</Label>
          <Input
            id={`${id}-amount`}
            inputMode="decimal"
            placeholder="0.00"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            aria-invalid={problems.amountCents !== undefined}
            aria-describedby={described('amountCents')}
          />
          {error('amountCents')}
        </div>
      ) : null}
      <div className="grid gap-2">
        <Label htmlFor={`${id}-message`}>{texts.messageLabel}</Label>
        <Textarea
          id={`${id}-message`}
          value={message}
          maxLength={disputeMessageMaxLength}
          onChange={(event) => setMessage(event.target.value)}
          aria-invalid={problems.message !== undefined}
          aria-describedby={described('message')}
        />
        {error('message')}
      </div>
      <div>
        <Button type="submit" disabled={answer.isPending}>
          <PendingLabel pending={answer.isPending} idle={texts.sendAnswer} busy={texts.sending} />
        </Button>
      </div>
    </form>
  );
}
