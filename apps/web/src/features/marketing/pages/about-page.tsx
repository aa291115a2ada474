import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { ContentPage, ContentSection } from '../components/content-page';

export function AboutPage() {
  return (
    <ContentPage
      title="About Sudsy"
      lead="Sudsy connects car owners with independent mobile washers and detailers, so a clean car comes to you instead of the other way round."
    >
      <ContentSection title="Why we built Sudsy">
        <p>
          Driving to a car wash, waiting in line and hoping the brushes leave the paint alone takes a bite out of a
          weekend. At the same time, plenty of skilled mobile detailers spend more of their day chasing customers and
          answering the same price questions than actually washing cars.
        </p>
        <p>
          Sudsy puts both sides in one place. Owners describe a job once, and the washers who serve that area answer
          with a real quote. Nobody has to play phone tag to find out what a wash costs.
        </p>
      </ContentSection>

      <ContentSection title="How the marketplace works">
        <ul>
          <li>
            <strong>Car owners</strong> save their vehicles, then request a wash or detail with the place, date, time
            and services they want.
          </li>
          <li>
            <strong>Washers</strong> run a business profile with their services and price ranges, service area, working
            hours and a portfolio of past work.
          </li>
          <li>
            Washers answer requests with an amount, a duration and notes. The owner compares quotes by price, rating and
            availability and accepts one; the appointment then lands on both calendars.
          </li>
          <li>Owner and washer talk through messages, and after the job the owner rates and reviews the washer.</li>
        </ul>
      </ContentSection>

      <ContentSection title="Who the washers are">
        <p>
          Washers on Sudsy are independent businesses and self-employed professionals, not Sudsy employees. They set
          their own prices, choose which requests to answer and decide how they work. Our part is to make them easy to
          find, easy to compare and easy to book.
        </p>
      </ContentSection>

      <ContentSection title="What we care about">
        <ul>
          <li>
            <strong>Honest prices.</strong> You see a washer&rsquo;s quote before you book, and the catalogue shows
            typical starting prices up front.
          </li>
          <li>
            <strong>Your time.</strong> Bookings are checked against the washer&rsquo;s working hours and other
            appointments, so a confirmed time is a time they can keep.
          </li>
          <li>
            <strong>Your privacy.</strong> We never sell personal data, and we strip location details from the photos
            you upload. The <Link to="/privacy">privacy policy</Link> has the details.
          </li>
        </ul>
      </ContentSection>

      <div className="flex flex-col gap-3 rounded-xl border bg-muted/50 p-6 sm:flex-row sm:items-center sm:justify-between">
        <p className="font-medium">Ready to try it, or have a question first?</p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button asChild>
            <Link to="/register">Get Started</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/faq">Read the FAQ</Link>
          </Button>
        </div>
      </div>
    </ContentPage>
  );
}
