import { Link } from 'react-router';
import { ArrowLeftIcon, HammerIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';

export type ComingSoonProps = {
  /** The page's own name, shown as its heading and in the browser tab. */
  title: string;
  /** One plain sentence on what the page will let the visitor do. */
  purpose: string;
};

/** Stands in for a page that is not built yet: says what it will be and leads back home. */
export function ComingSoon({ title, purpose }: ComingSoonProps) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24" aria-labelledby="coming-soon-title">
      <title>{`${title} | Sudsy`}</title>
      <div className="mb-6 flex size-14 items-center justify-center rounded-2xl bg-primary/10 text-primary">
        <HammerIcon className="size-7" aria-hidden />
      </div>
      <Badge variant="secondary" className="mb-4">
        Coming soon
      </Badge>
      <h1 id="coming-soon-title" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
        {title}
      </h1>
      <p className="mt-4 text-lg text-pretty text-muted-foreground">{purpose}</p>
      <p className="mt-2 text-muted-foreground">This page is being built and will be ready soon.</p>
      <Button asChild variant="outline" className="mt-8">
        <Link to="/">
          <ArrowLeftIcon aria-hidden />
          Back to Home
        </Link>
      </Button>
    </section>
  );
}
