import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

export function SignupCta() {
  return (
    <section aria-labelledby="signup-title" className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 md:pb-24 lg:px-8">
      {/* The brand blue stays deep in both themes: the dark theme's lighter --primary would turn this
          large block into a glaring light panel, so its colours are fixed rather than themed. */}
      <div className="relative isolate overflow-hidden rounded-2xl bg-[oklch(0.5_0.17_250)] px-6 py-12 text-center text-white shadow-lg sm:px-12 md:py-16">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(36rem_18rem_at_50%_-20%,rgb(255_255_255/0.18),transparent_70%),linear-gradient(to_bottom_right,transparent,rgb(0_0_0/0.15))]"
        />
        <h2 id="signup-title" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          Ready for a cleaner car?
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-pretty text-white/90">
          Create a free account and send your first request in a couple of minutes. Washing cars for a living? Join
          Sudsy and get requests from customers near you.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button
            asChild
            size="lg"
            className="bg-white text-[oklch(0.42_0.15_250)] shadow-sm hover:bg-white/90 focus-visible:ring-white/70"
          >
            <Link to="/register">Create a free account</Link>
          </Button>
          <Button
            asChild
            size="lg"
            variant="outline"
            className="border-white/50 bg-transparent text-white shadow-none hover:bg-white/10 hover:text-white focus-visible:ring-white/70 dark:border-white/50 dark:bg-transparent dark:hover:bg-white/10"
          >
            <Link to="/register?role=washer">Sign up as a washer</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
