import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { cn } from '@/lib/utils';

type SectionCardProps = {
  id: string;
  title: string;
  description?: ReactNode;
  icon: ReactNode;
  action?: ReactNode;
  className?: string;
  children: ReactNode;
};

/** A titled card of a page section, its title an h2 under the page's h1 so headings read in order. */
export function SectionCard({ id, title, description, icon, action, className, children }: SectionCardProps) {
  return (
    <Card className={cn('gap-5', className)} aria-labelledby={id} role="region">
      <CardHeader className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid grid-cols-1 gap-1.5">
          <h2 id={id} className="flex items-center gap-2 leading-none font-semibold">
            <span className="text-primary [&_svg]:size-5" aria-hidden>
              {icon}
            </span>
            {title}
          </h2>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </div>
        {action}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
