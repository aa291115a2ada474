import { HowItWorksSteps } from '@/components/how-it-works-steps';
import { SectionHeading } from './section-heading';

export function HowItWorks() {
  return (
    <section aria-labelledby="how-it-works-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 md:py-24 lg:px-8">
      <SectionHeading
        id="how-it-works-title"
        eyebrow="Four simple steps"
        title="How It Works"
        description="No phone tag and no guessing at prices: one request reaches the washers who serve your area."
      />
      <HowItWorksSteps headingLevel="h3" className="mt-12" />
    </section>
  );
}
