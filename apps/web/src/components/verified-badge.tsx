import { ShieldCheckIcon } from 'lucide-react';
import { verifiedBadgeTexts } from '@sudsy/domain/verification';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

/**
 * The Verified badge (docs/product.md, "Washer verification"): an operator checked the washer's ID
 * and insurance, and the insurance has not expired. Its title explains it to a pointer, its
 * accessible name to a screen reader.
 */
export function VerifiedBadge({ className }: { className?: string }) {
  return (
    <Badge
      variant="outline"
      title={verifiedBadgeTexts.description}
      aria-label={`${verifiedBadgeTexts.label}: ${verifiedBadgeTexts.description}`}
      role="img"
      className={cn(
        'border-emerald-600/40 bg-emerald-50 text-emerald-800 dark:border-emerald-400/40 dark:bg-emerald-950/60 dark:text-emerald-200',
        className,
      )}
    >
      <ShieldCheckIcon aria-hidden />
      {verifiedBadgeTexts.label}
    </Badge>
  );
}
