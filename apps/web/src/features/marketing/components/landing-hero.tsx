import { Link } from 'react-router';
import { ArrowRight, CalendarClock, CircleCheck, Clock, Droplets, MapPin } from 'lucide-react';
import { catalogue } from '@sudsy/domain/catalogue';
import { formatCents, formatMinutes } from '@sudsy/domain/money';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from '@/components/ui/card';

const promises = ['Free to request quotes', 'No obligation to book', 'Pay after the job is done'];

// A typical request, priced from the catalogue so the example can never drift from real base prices.
const exampleServiceIds = ['full-detail', 'pet-hair-removal'];
const exampleServices = catalogue.filter((service) => exampleServiceIds.includes(service.id));
const exampleCents = exampleServices.reduce((sum, service) => sum + service.basePriceCents, 0);
const exampleMinutes = exampleServices.reduce((sum, service) => sum + service.estimatedMinutes, 0);

export function LandingHero() {
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden border-b">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_80%_-10%,color-mix(in_oklch,var(--primary)_18%,transparent),transparent_70%),radial-gradient(40rem_24rem_at_-10%_110%,color-mix(in_oklch,var(--primary)_10%,transparent),transparent_70%)]"
      />
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 md:py-24 lg:grid-cols-[1.15fr_0.85fr] lg:px-8">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border bg-background/70 px-3 py-1 text-sm font-medium text-muted-foreground backdrop-blur">
            <Droplets aria-hidden="true" className="size-4 text-primary" />
            Mobile car washing and detailing
          </p>
          <h1 id="hero-title" className="mt-6 text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            A spotless car, <span className="text-primary">wherever it&rsquo;s parked</span>
          </h1>
          <p className="mt-6 max-w-xl text-lg text-pretty text-muted-foreground">
            Tell us what your car needs and when. Local washers send you quotes, you pick the one that fits, and they
            come to your driveway, office or curb.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to="/register">
                Get Started
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/providers">Become a Provider</Link>
            </Button>
          </div>
          <ul className="mt-8 flex flex-col gap-2 text-sm text-muted-foreground sm:flex-row sm:flex-wrap sm:gap-x-6">
            {promises.map((promise) => (
              <li key={promise} className="inline-flex items-center gap-2">
                <CircleCheck aria-hidden="true" className="size-4 text-primary" />
                {promise}
              </li>
            ))}
          </ul>
        </div>

        <Card
          aria-label="Example request"
          className="relative mx-auto w-full max-w-md gap-5 shadow-xl shadow-primary/10 lg:mx-0 lg:ml-auto"
        >
          <CardHeader>
            <div className="flex items-center justify-between gap-3">
              <Badge variant="secondary">Example request</Badge>
              <span className="text-xs text-muted-foreground">Sedan · 2021</span>
            </div>
            <p className="mt-2 font-semibold">Saturday morning, at home</p>
            <CardDescription className="flex flex-col gap-1.5 pt-1">
              <span className="inline-flex items-center gap-2">
                <MapPin aria-hidden="true" className="size-4" />
                Driveway, water tap available
              </span>
              <span className="inline-flex items-center gap-2">
                <CalendarClock aria-hidden="true" className="size-4" />
                10:00 AM
              </span>
            </CardDescription>
          </CardHeader>
          <CardContent>
            <ul className="divide-y rounded-lg border">
              {exampleServices.map((service) => (
                <li key={service.id} className="flex items-center justify-between gap-4 px-4 py-3 text-sm">
                  <span className="font-medium">{service.name}</span>
                  <span className="tabular-nums text-muted-foreground">{formatCents(service.basePriceCents)}</span>
                </li>
              ))}
            </ul>
          </CardContent>
          <CardFooter className="flex-col items-stretch gap-3">
            <div className="flex items-center justify-between text-sm">
              <span className="inline-flex items-center gap-1.5 text-muted-foreground">
                <Clock aria-hidden="true" className="size-4" />
                About {formatMinutes(exampleMinutes)}
              </span>
              <span>
                <span className="text-muted-foreground">Estimate </span>
                <span className="font-semibold tabular-nums">{formatCents(exampleCents, { always2: true })}</span>
              </span>
            </div>
            <p className="rounded-lg bg-muted px-3 py-2 text-xs text-muted-foreground">
              Washers nearby answer with their own price and timing. You compare quotes and choose.
            </p>
          </CardFooter>
        </Card>
      </div>
    </section>
  );
}
