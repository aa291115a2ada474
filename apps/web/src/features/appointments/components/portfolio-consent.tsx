import { useId } from 'react';
import { toast } from 'sonner';
import { appointmentTexts, appointmentToasts } from '@sudsy/domain/appointment';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { serverMessage } from '@/lib/error-message';
import { useSetPortfolioConsent } from '../api/set-portfolio-consent';

/** The owner's switch: may the washer show this job's photos in their public portfolio? */
export function PortfolioConsent({ appointmentId, consent }: { appointmentId: string; consent: boolean }) {
  const id = useId();
  const save = useSetPortfolioConsent(appointmentId);
  const change = async (next: boolean) => {
    try {
      await save.mutateAsync(next);
      const done = next ? appointmentToasts.consentGiven : appointmentToasts.consentWithdrawn;
      toast.success(done.title, { description: done.description });
    } catch (error) {
      toast.error(appointmentToasts.consentFailed.title, {
        description: serverMessage(error) ?? appointmentToasts.consentFailed.description,
      });
    }
  };
  return (
    <div className="flex items-start justify-between gap-4 rounded-lg border p-4">
      <div className="grid gap-1">
        <Label htmlFor={id}>{appointmentTexts.consentLabel}</Label>
        <p id={`${id}-help`} className="text-sm text-muted-foreground">
          {appointmentTexts.consentHelp}
        </p>
      </div>
      <Switch
        id={id}
        aria-describedby={`${id}-help`}
        checked={save.isPending ? (save.variables ?? consent) : consent}
        onCheckedChange={(next) => void change(next)}
        disabled={save.isPending}
      />
    </div>
  );
}
