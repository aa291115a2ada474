import { HowItWorks } from '../components/how-it-works';
import { LandingHero } from '../components/landing-hero';
import { ServicePreview } from '../components/service-preview';
import { SignupCta } from '../components/signup-cta';
import { WhyChoose } from '../components/why-choose';

export function LandingPage() {
  return (
    <>
      <title>Sudsy · Mobile car washing and detailing</title>
      <meta
        name="description"
        content="Request quotes from local mobile car washers, compare price, rating and availability, and get your car washed wherever it is parked."
      />
      <LandingHero />
      <HowItWorks />
      <ServicePreview />
      <WhyChoose />
      <SignupCta />
    </>
  );
}
