import { Link } from 'react-router';
import { ShieldAlertIcon } from 'lucide-react';
import { operatorTexts } from '@sudsy/domain/operator';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

/** An operator whose two-factor authentication is off (403 `two_factor_required`): the way to turn it on. */
export function TwoFactorRequiredCard() {
  return (
    <Card
      role="region"
      aria-labelledby="two-factor-required"
      className="mx-auto max-w-xl items-center px-6 py-10 text-center"
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-200">
        <ShieldAlertIcon className="size-6" aria-hidden />
      </span>
      <div className="grid gap-2">
        <h2 id="two-factor-required" className="text-lg font-semibold">
          Two-factor authentication required
        </h2>
        <p className="text-sm text-pretty text-muted-foreground">{operatorTexts.twoFactorRequired}</p>
      </div>
      <Button asChild>
        <Link to="/profile?tab=security">Open Security</Link>
      </Button>
    </Card>
  );
}
