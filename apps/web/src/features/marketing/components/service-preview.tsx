import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { catalogueByCategory, featuredServices } from '@sudsy/domain/catalogue';
import { formatCents, formatMinutes } from '@sudsy/domain/money';
import { Button } from '@/components/ui/button';
import { ServiceCard } from '@/components/service-card';
import { SectionHeading } from './section-heading';

export function ServicePreview() {
  return (
    <section aria-labelledby="services-title" className="border-y bg-muted/40">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 md:py-24 lg:px-8">
        <SectionHeading
          id="services-title"
          eyebrow="Services"
          title="From a quick wash to ceramic coating"
          description="Catalogue prices are typical starting points. Every washer quotes for your car, so you see the real price before you book."
        />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {featuredServices().map((service) => (
            <li key={service.id}>
              <ServiceCard service={service} />
            </li>
          ))}
        </ul>

        <div className="mt-10 rounded-xl border bg-card p-6 text-card-foreground shadow-sm sm:p-8">
          <h3 className="text-xl font-semibold">The full catalogue</h3>
          <div className="mt-6 grid gap-8 md:grid-cols-3">
            {catalogueByCategory().map((category) => (
              <div key={category.type}>
                <h4 className="text-sm font-semibold tracking-wide text-primary uppercase">{category.label}</h4>
                <ul className="mt-3 divide-y">
                  {category.services.map((service) => (
                    <li key={service.id} className="flex items-baseline justify-between gap-4 py-2.5 text-sm">
                      <span>
                        <span className="font-medium">{service.name}</span>
                        <span className="block text-xs text-muted-foreground">
                          {formatMinutes(service.estimatedMinutes)}
                        </span>
                      </span>
                      <span className="font-semibold tabular-nums">{formatCents(service.basePriceCents)}</span>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
          <div className="mt-8 flex flex-col items-start justify-between gap-4 border-t pt-6 sm:flex-row sm:items-center">
            <p className="text-sm text-muted-foreground">Mix any main service with add-ons in a single request.</p>
            <Button asChild variant="outline">
              <Link to="/register">
                Request quotes
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
