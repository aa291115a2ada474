import { Link } from 'react-router';
import { ArrowRightIcon } from 'lucide-react';
import { catalogue, catalogueByCategory, type CatalogueService } from '@sudsy/domain/catalogue';
import { PayAtJobNote } from '@/components/pay-at-job-note';
import { ServiceCard } from '@/components/service-card';
import { ScrollRow } from '@/components/scroll-row';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';

const allTab = 'all';

/** /customer/services: the catalogue by category; Select Service opens the quote wizard with it chosen. */
export function ServicesPage() {
  const categories = catalogueByCategory();
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:py-10">
      <title>Services | Sudsy</title>
      <header className="mb-8">
        <h1 className="text-3xl font-bold tracking-tight">Services</h1>
        <p className="mt-2 max-w-2xl text-muted-foreground">
          Every wash and detailing service with its typical price and time. Washers quote their own price for your car.
        </p>
        <PayAtJobNote className="mt-1 text-sm" />
      </header>
      <Tabs defaultValue={allTab} className="gap-6">
        {/* Scrolls sideways on a phone rather than squeezing four labels into its width. */}
        <ScrollRow className="-mx-4 px-4 sm:mx-0 sm:px-0">
          <TabsList>
            <TabsTrigger value={allTab}>All Services</TabsTrigger>
            {categories.map((category) => (
              <TabsTrigger key={category.type} value={category.type}>
                {category.label}
              </TabsTrigger>
            ))}
          </TabsList>
        </ScrollRow>
        <TabsContent value={allTab}>
          <ServiceGrid label="All Services" services={catalogue} />
        </TabsContent>
        {categories.map((category) => (
          <TabsContent key={category.type} value={category.type}>
            <ServiceGrid label={category.label} services={category.services} />
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}

function ServiceGrid({ label, services }: { label: string; services: readonly CatalogueService[] }) {
  return (
    <>
      <h2 className="sr-only">{label}</h2>
      <ul aria-label={label} className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {services.map((service) => (
          <li key={service.id}>
            <ServiceCard
              service={service}
              action={
                <Button asChild variant="outline" className="w-full">
                  <Link
                    to={`/providers?services=${encodeURIComponent(service.id)}`}
                    aria-label={`Select Service: ${service.name}`}
                  >
                    Select Service
                    <ArrowRightIcon aria-hidden />
                  </Link>
                </Button>
              }
            />
          </li>
        ))}
      </ul>
    </>
  );
}
