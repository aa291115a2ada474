import { Link } from 'react-router';
import { HomeIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';

/**
 * The 404 page: any path the route table does not know, and a page whose API answers as if it did
 * not exist (the operator console to anyone who is not an operator).
 */
export function NotFoundPage() {
  return (
    <section
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-28"
      aria-labelledby="not-found-title"
    >
      <title>Page not found | Sudsy</title>
      <p className="text-7xl font-bold tracking-tight text-primary sm:text-8xl" aria-hidden>
        404
      </p>
      <h1 id="not-found-title" className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">
        Oops! Page not found
      </h1>
      <p className="mt-4 text-lg text-muted-foreground">The page you are looking for does not exist or has moved.</p>
      <Button asChild className="mt-8">
        <Link to="/">
          <HomeIcon aria-hidden />
          Return to Home
        </Link>
      </Button>
    </section>
  );
}
