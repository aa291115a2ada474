import { useId } from 'react';
import { ShieldCheckIcon } from 'lucide-react';
import { verifiedBadgeTexts } from '@sudsy/domain/verification';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';

type VerifiedOnlyFieldProps = { value: boolean; onChange: (verifiedOnly: boolean) => void };

/** "Verified only": only washers whose ID and insurance an operator checked (docs/product.md, "Washer verification"). */
export function VerifiedOnlyField({ value, onChange }: VerifiedOnlyFieldProps) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <Checkbox
        id={id}
        checked={value}
        onCheckedChange={(checked) => onChange(checked === true)}
        aria-describedby={`${id}-hint`}
        className="mt-0.5"
      />
      <div className="grid gap-1">
        <Label htmlFor={id} className="inline-flex items-center gap-1.5">
          <ShieldCheckIcon className="size-4 text-emerald-700 dark:text-emerald-300" aria-hidden />
          {verifiedBadgeTexts.filter}
        </Label>
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {verifiedBadgeTexts.description}
        </p>
      </div>
    </div>
  );
}
