import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader } from '@/components/ui/card';

/** A titled card of the public washer page; its title an h2 under the business name. */
export function WasherSection({
  id,
  title,
  icon,
  children,
}: {
  id: string;
  title: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card role="region" aria-labelledby={id} className="gap-4">
      <CardHeader>
        <h2 id={id} className="flex items-center gap-2 leading-none font-semibold">
          <span className="text-primary [&_svg]:size-5" aria-hidden>
            {icon}
          </span>
          {title}
        </h2>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
