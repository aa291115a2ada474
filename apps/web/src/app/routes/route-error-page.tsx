import { useEffect } from 'react';
import { Link, useRouteError } from 'react-router';
import { RotateCwIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';

/**
 * Shown inside the chrome when a page fails to load or render; most often a tab left open across
 * a release asks for page code that no longer exists, which a reload fixes.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  useEffect(() => console.error(error), [error]);
  return (
    <section role="alert" className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <h1 className="text-3xl font-bold tracking-tight">Something went wrong</h1>
      <p className="mt-4 text-lg text-muted-foreground">This page could not be loaded. Reload the page to try again.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>
          <RotateCwIcon aria-hidden />
          Reload page
        </Button>
        <Button asChild variant="outline">
          <Link to="/" reloadDocument>
            Return to Home
          </Link>
        </Button>
      </div>
    </section>
  );
}
