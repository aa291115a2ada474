import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Clock, Mail, MessageCircle, type LucideIcon } from 'lucide-react';
import { ContentPage, ContentSection } from '../components/content-page';
import { support } from '../support';

type Fact = { label: string; icon: LucideIcon; value: ReactNode };

const facts: Fact[] = [
  {
    label: 'Email',
    icon: Mail,
    value: (
      <>
        <a
          href={`mailto:${support.email}`}
          className="font-medium break-all text-primary underline underline-offset-4 hover:no-underline"
        >
          {support.email}
        </a>
        <span className="mt-1 block text-muted-foreground">Accounts, bookings and joining as a washer.</span>
      </>
    ),
  },
  {
    label: 'Hours',
    icon: Clock,
    value: (
      <>
        {support.hours}.<span className="mt-1 block text-muted-foreground">{support.closed}</span>
      </>
    ),
  },
  { label: 'Response time', icon: MessageCircle, value: `We reply ${support.responseTime}.` },
];

export function ContactPage() {
  return (
    <ContentPage
      title="Contact us"
      lead="Questions about a request, your account or joining as a washer? Email us and a person on the Sudsy team will answer."
    >
      <dl className="grid gap-4 sm:grid-cols-3">
        {facts.map((fact) => (
          <div key={fact.label} className="rounded-xl border bg-card p-5 text-card-foreground shadow-sm">
            <dt className="flex items-center gap-2 text-sm font-medium text-muted-foreground">
              <fact.icon aria-hidden="true" className="size-4 text-primary" />
              {fact.label}
            </dt>
            <dd className="mt-2 text-sm leading-6">{fact.value}</dd>
          </div>
        ))}
      </dl>

      <ContentSection title="Before you write">
        <ul>
          <li>
            <strong>About a booked job</strong> (arrival time, access, what is included): message your washer in Sudsy.
            They know the job best and usually answer fastest.
          </li>
          <li>
            Many common questions are answered in the <Link to="/faq">FAQ</Link>.
          </li>
          <li>
            Write from the email address on your Sudsy account and, for a job, include its date and address, so we can
            find it quickly.
          </li>
          <li>We will never ask for your password. Please don&rsquo;t send it to anyone.</li>
        </ul>
      </ContentSection>

      <ContentSection title="Safety">
        <p>
          If anyone is in danger, call 911 first. Then tell us what happened so we can act on the accounts involved.
        </p>
      </ContentSection>
    </ContentPage>
  );
}
