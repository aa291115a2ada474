import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Accordion } from 'radix-ui';
import { ChevronDown } from 'lucide-react';
import { ContentPage, ContentSection } from '../components/content-page';

type Question = { id: string; question: string; answer: ReactNode };

const ownerQuestions: Question[] = [
  {
    id: 'quotes',
    question: 'How do quotes work?',
    answer: (
      <>
        <p>
          Create a request with your vehicle, the address, a date and time, the services you want and any notes or
          photos. Sudsy sends it to the washers who serve that area, or only to the washers you pick on the{' '}
          <Link to="/providers">provider search</Link>.
        </p>
        <p>
          Each interested washer answers with a price, how long the job will take and notes. You compare the quotes and
          accept the one you like; the others are declined for you. Asking for quotes is free and you never have to
          accept one.
        </p>
      </>
    ),
  },
  {
    id: 'washers',
    question: 'Who are the washers?',
    answer: (
      <p>
        Independent mobile car washers and detailers: local businesses and self-employed professionals, not Sudsy
        employees. Each keeps a profile with their services and price ranges, service area, experience, certifications,
        insurance details and a portfolio of past work, and customers rate and review them after each job. Read the
        profile before you accept a quote.
      </p>
    ),
  },
  {
    id: 'payment',
    question: 'How do I pay?',
    answer: (
      <p>
        For now, you pay your washer directly at the job once the work is done, at the price in the quote you accepted.
        Agree on the method (card reader, cash or a payment app) in messages beforehand. Sudsy charges you nothing to
        request or accept quotes.
      </p>
    ),
  },
  {
    id: 'cancel',
    question: 'Can I cancel a booking?',
    answer: (
      <p>
        Yes. Cancel the appointment in Sudsy and your washer is notified straight away. Please cancel as early as you
        can, because washers plan their day around bookings. Need a different time instead? Message your washer first;
        if you can&rsquo;t find one that works, cancel and send a new request. Sudsy charges no cancellation fee.
      </p>
    ),
  },
  {
    id: 'prepare',
    question: 'What should I prepare before the washer arrives?',
    answer: (
      <ul>
        <li>Park where the washer can reach the car, with about three feet of room on each side.</li>
        <li>Take valuables and loose items out of the car, especially for interior services.</li>
        <li>Put gate codes, parking rules and access instructions in the request notes.</li>
        <li>Point out scratches, dents or problem areas before the work starts.</li>
        <li>Keep an eye on your messages around the appointment time.</li>
      </ul>
    ),
  },
  {
    id: 'water-power',
    question: 'Does the washer need my water or electricity?',
    answer: (
      <p>
        It depends on the washer. Many carry their own water tank and power, or use rinseless products, and can work
        anywhere they are allowed to park. Others need an outdoor tap or a power outlet nearby. If you have neither, for
        example in an apartment garage, say so in the request notes and washers will take it into account in their
        quote.
      </p>
    ),
  },
];

const washerQuestions: Question[] = [
  {
    id: 'become-washer',
    question: 'How do I become a washer on Sudsy?',
    answer: (
      <p>
        <Link to="/register?role=washer">Sign up as a Car Washer</Link>, confirm your email, then set up your provider
        profile: business details, the services you offer with your price ranges, your service area, working hours and
        portfolio photos. You need to be at least 18 and hold any licence, permit and insurance your city requires for
        mobile washing.
      </p>
    ),
  },
  {
    id: 'washer-requests',
    question: 'How do I get requests and send quotes?',
    answer: (
      <p>
        Requests from customers in your service area appear under Available Requests, and by email if you keep that
        notification on. Answer with an amount, how long the job will take and notes, such as whether you need water or
        power. When a customer accepts your quote, the appointment lands on your schedule, checked against your working
        hours and other bookings.
      </p>
    ),
  },
];

function QuestionList({ questions }: { questions: Question[] }) {
  return (
    <Accordion.Root
      type="multiple"
      className="divide-y overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm"
    >
      {questions.map((item) => (
        <Accordion.Item key={item.id} value={item.id}>
          {/* Header renders an h3, which sits under each group's h2. */}
          <Accordion.Header className="flex">
            <Accordion.Trigger className="group flex flex-1 items-center justify-between gap-4 px-5 py-4 text-left font-medium outline-none hover:bg-muted/50 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:ring-inset">
              {item.question}
              <ChevronDown
                aria-hidden="true"
                className="size-4 shrink-0 text-muted-foreground transition-transform duration-200 group-data-[state=open]:rotate-180"
              />
            </Accordion.Trigger>
          </Accordion.Header>
          <Accordion.Content className="overflow-hidden data-[state=closed]:animate-accordion-up data-[state=open]:animate-accordion-down">
            <div className="flex flex-col gap-3 px-5 pb-5 text-muted-foreground">{item.answer}</div>
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}

export function FaqPage() {
  return (
    <ContentPage
      title="Frequently asked questions"
      lead="How quotes, bookings and payment work on Sudsy, for car owners and for washers."
    >
      <ContentSection title="For car owners">
        <QuestionList questions={ownerQuestions} />
      </ContentSection>
      <ContentSection title="For washers">
        <QuestionList questions={washerQuestions} />
      </ContentSection>
      <p className="text-muted-foreground">
        Didn&rsquo;t find your answer?{' '}
        <Link to="/contact" className="font-medium text-primary underline underline-offset-4 hover:no-underline">
          Contact us
        </Link>
        .
      </p>
    </ContentPage>
  );
}
