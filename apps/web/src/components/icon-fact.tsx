import type { ReactNode } from 'react';

/**
 * One fact of a job in a `<dl>`: an icon that a screen reader hears as `label`, then the value,
 * which wraps rather than widening the card.
 */
export function IconFact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex items-start gap-2">
      <dt className="mt-0.5 shrink-0 text-muted-foreground [&_svg]:size-4">
        <span aria-hidden>{icon}</span>
        <span className="sr-only">{label}</span>
      </dt>
      <dd className="min-w-0 break-words text-foreground/90">{children}</dd>
    </div>
  );
}
