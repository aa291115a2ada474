import { useId, type ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';

type FormSectionProps = { icon: LucideIcon; title: string; description?: string; children: ReactNode };

/** One part of the request form in its own card, named for assistive technology by its heading. */
export function FormSection({ icon: Icon, title, description, children }: FormSectionProps) {
  const id = useId();
  return (
    <Card aria-labelledby={id} role="region" className="gap-5">
      <CardHeader className="flex items-start gap-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
          <Icon className="size-4.5" aria-hidden />
        </span>
        <div className="grid gap-1">
          <h2 id={id} className="leading-none font-semibold">
            {title}
          </h2>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </div>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
