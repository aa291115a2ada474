import { ContentPage, ContentSection } from '../components/content-page';
import { legalLastUpdated, support } from '../support';

export function TermsPage() {
  return (
    <ContentPage
      title="Terms of Service"
      lead="The rules for using Sudsy, in plain language. By creating an account or using Sudsy, you agree to them."
      note={`Last updated ${legalLastUpdated}`}
    >
      <ContentSection title="What Sudsy is">
        <p>
          Sudsy is an online marketplace that connects car owners with independent mobile car washers and detailers.
          Sudsy does not wash cars itself and is not a party to the agreement between an owner and a washer.
        </p>
      </ContentSection>

      <ContentSection title="Washers are independent">
        <p>
          Washers are independent businesses, not employees or agents of Sudsy. They set their own prices, methods and
          hours, and they are responsible for their work, for any licences, permits and insurance it needs, for their
          taxes and for following local rules, such as those on water runoff.
        </p>
      </ContentSection>

      <ContentSection title="Your account">
        <ul>
          <li>You must be at least 18 and give accurate information, including the right account type.</li>
          <li>
            One account per person or business. Keep your password private; you are responsible for activity on your
            account.
          </li>
          <li>Tell us straight away if you think someone else has used your account.</li>
        </ul>
      </ContentSection>

      <ContentSection title="Requests, quotes and bookings">
        <p>
          Describe your car and the job honestly, because washers price from your description. A quote is the
          washer&rsquo;s offer; when you accept it, you and the washer have an agreement for that job at that price. The
          price changes only if you both agree, for example when the car needs much more work than described.
        </p>
      </ContentSection>

      <ContentSection title="Payment">
        <p>
          For now, owners pay washers directly at the job, after the work is done. Sudsy does not process payments and
          charges no fees at this time. We will tell you before that changes.
        </p>
      </ContentSection>

      <ContentSection title="Cancellations">
        <p>
          Owners and washers can cancel a booking in Sudsy, and the other side is notified. Cancel as early as you can.
          Repeated late cancellations or no-shows may lead us to suspend an account.
        </p>
      </ContentSection>

      <ContentSection title="Be respectful">
        <ul>
          <li>No harassment, discrimination, threats or spam.</li>
          <li>No fake accounts, fake quotes or fake reviews.</li>
          <li>Share other people&rsquo;s personal information only as needed for a job.</li>
          <li>Don&rsquo;t scrape, overload or try to break into Sudsy.</li>
        </ul>
      </ContentSection>

      <ContentSection title="What you share">
        <p>
          Photos, messages and reviews you post remain yours. You allow Sudsy to store and show them as needed to run
          the service, for example portfolio photos on a washer&rsquo;s profile. Only upload what you have the right to
          share. We may remove content that breaks these terms.
        </p>
      </ContentSection>

      <ContentSection title="Problems and disputes">
        <p>
          If something goes wrong with a job, raise it with the washer first and take photos. The washer is responsible
          for their work and for any damage it causes. Tell us about serious problems; we can share the job details we
          hold and act on accounts that break these terms, but we cannot settle disputes between owners and washers.
        </p>
      </ContentSection>

      <ContentSection title="Our responsibility">
        <p>
          We work hard to keep Sudsy available and accurate, but we provide it &ldquo;as is&rdquo; and cannot promise
          that a washer will be available or that a job will turn out as you hoped. To the extent the law allows, Sudsy
          is not liable for the acts of owners or washers or for indirect losses, and our total liability to you is
          limited to $100. Nothing here limits rights you have by law that cannot be waived.
        </p>
      </ContentSection>

      <ContentSection title="Ending your use">
        <p>
          You can stop using Sudsy at any time and ask us to delete your account. We may suspend or close accounts that
          break these terms, and will tell you why unless the law or safety prevents it.
        </p>
      </ContentSection>

      <ContentSection title="Changes and contact">
        <p>
          If we change these terms, we will update the date above and email you about significant changes before they
          apply. Questions: <a href={`mailto:${support.email}`}>{support.email}</a>.
        </p>
      </ContentSection>
    </ContentPage>
  );
}
