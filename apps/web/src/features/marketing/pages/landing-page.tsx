import { HowItWorks } from '../components/how-it-works';
import { LandingHero } from '../components/landing-hero';
import { ServicePreview } from '../components/service-preview';
import { SignupCta } from '../components/signup-cta';
import { WhyChoose } from '../components/why-choose';

// Title and description come from index.html, which already describes the landing page.
export function LandingPage() {
  return (
    <>
      <LandingHero />
      <HowItWorks />
      <ServicePreview />
      <WhyChoose />
      <SignupCta />
    </>
  );
}
