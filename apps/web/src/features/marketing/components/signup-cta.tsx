import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

export function SignupCta() {
  return (
    <section aria-labelledby="signup-title" className="mx-auto max-w-6xl px-4 pb-16 sm:px-6 md:pb-24 lg:px-8">
      <div className="relative isolate overflow-hidden rounded-2xl bg-primary px-6 py-12 text-center text-primary-foreground shadow-lg sm:px-12 md:py-16">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(36rem_18rem_at_50%_-20%,color-mix(in_oklch,var(--primary-foreground)_22%,transparent),transparent_70%)]"
        />
        <h2 id="signup-title" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          Ready for a cleaner car?
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-pretty opacity-90">
          Create a free account and send your first request in a couple of minutes. Washing cars for a living? Join
          Sudsy and get requests from customers near you.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild size="lg" variant="secondary">
            <Link to="/register">Create a free account</Link>
          </Button>
          <Button
            asChild
            size="lg"
            variant="outline"
            className="border-primary-foreground/40 bg-transparent text-primary-foreground hover:bg-primary-foreground/10 hover:text-primary-foreground dark:border-primary-foreground/40 dark:bg-transparent dark:hover:bg-primary-foreground/10"
          >
            <Link to="/register?role=washer">Sign up as a washer</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
