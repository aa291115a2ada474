import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from '@/components/ui/card';

type AuthCardProps = {
  /** The page's heading and browser-tab title. */
  title: string;
  description?: ReactNode;
  /** A mark above the title (an icon in a tinted circle), for the screens that report an outcome. */
  icon?: ReactNode;
  footer?: ReactNode;
  children?: ReactNode;
};

/** The narrow centred card every account screen sits in. */
export function AuthCard({ title, description, icon, footer, children }: AuthCardProps) {
  return (
    <div className="mx-auto flex w-full max-w-md flex-col justify-center px-4 py-10 sm:py-16">
      <title>{`${title} | Sudsy`}</title>
      <Card className="gap-5">
        <CardHeader className="justify-items-center gap-2 px-4 text-center sm:px-6">
          {icon ? (
            <div className="mb-2 flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary [&_svg]:size-6">
              {icon}
            </div>
          ) : null}
          <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
          {description ? <CardDescription className="text-pretty">{description}</CardDescription> : null}
        </CardHeader>
        {children ? <CardContent className="px-4 sm:px-6">{children}</CardContent> : null}
        {footer ? (
          <CardFooter className="flex-col gap-2 px-4 text-center text-sm text-muted-foreground sm:px-6">
            {footer}
          </CardFooter>
        ) : null}
      </Card>
    </div>
  );
}
