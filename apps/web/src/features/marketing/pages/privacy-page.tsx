import { ContentPage, ContentSection } from '../components/content-page';
import { legalLastUpdated, support } from '../support';

export function PrivacyPage() {
  return (
    <ContentPage
      title="Privacy Policy"
      lead="What we keep about you, why we keep it, who sees it and what you can ask of us. In short: only what the marketplace needs, never sold."
      note={`Last updated ${legalLastUpdated}`}
    >
      <ContentSection title="What we keep">
        <ul>
          <li>
            <strong>Your account:</strong> name, email address, phone number if you add one, account type (car owner or
            car washer) and your password, stored only as a one-way hash that nobody at Sudsy can read.
          </li>
          <li>
            <strong>Vehicles:</strong> the cars you save, such as make, model, year and type.
          </li>
          <li>
            <strong>Places:</strong> the addresses and map locations of your jobs. For washers: the business address and
            service area.
          </li>
          <li>
            <strong>Activity:</strong> requests, quotes, appointments, messages, reviews and your notification settings.
          </li>
          <li>
            <strong>Photos:</strong> pictures of your car, portfolio and profile. Every upload is re-encoded, which
            removes embedded metadata such as GPS location and camera details.
          </li>
          <li>
            <strong>Technical records:</strong> server logs with IP address, time and browser type, kept only as long as
            needed to keep the service secure and fix problems.
          </li>
        </ul>
      </ContentSection>

      <ContentSection title="Why we use it">
        <p>
          To run the marketplace: sending your request to washers near the job address, showing quotes, booking
          appointments and delivering messages. To send the emails you need, such as address verification, password
          resets and the notifications you have switched on. And to protect accounts from abuse, for example by limiting
          repeated sign-in attempts.
        </p>
      </ContentSection>

      <ContentSection title="Who can see what">
        <ul>
          <li>
            Washers who receive your request see the vehicle, job address, date, time, services, notes and photos.
          </li>
          <li>The washer you book and you see each other&rsquo;s names and the messages you exchange.</li>
          <li>A washer&rsquo;s business profile, portfolio and reviews are public.</li>
        </ul>
      </ContentSection>

      <ContentSection title="Cookies">
        <p>
          We use a single cookie, only to keep you signed in. It cannot be read by scripts on the page and is not used
          for advertising or tracking. Your light or dark theme choice is stored in your own browser, not sent to us.
        </p>
      </ContentSection>

      <ContentSection title="We don't sell your data">
        <p>
          We never sell or rent personal information, and we don&rsquo;t share it for targeted advertising. We share it
          only with companies that help us run Sudsy (hosting, email delivery, file storage and, where used, map and
          address lookup), who may use it for that purpose alone, or when the law requires it.
        </p>
      </ContentSection>

      <ContentSection title="How long we keep it">
        <p>
          We keep your information while your account is open. When you ask us to delete your account, we delete or
          anonymize your personal information within 30 days, except records the law requires us to keep. Reviews you
          wrote stay on a washer&rsquo;s profile without your name.
        </p>
      </ContentSection>

      <ContentSection title="Your choices and rights">
        <p>
          You can view and update your profile, vehicles and notification settings in the app at any time. Email us to
          get a copy of your data, correct it or delete your account. If you live in California or another state with a
          privacy law, these are also your legal rights, and we will never treat you differently for using them.
        </p>
      </ContentSection>

      <ContentSection title="Children">
        <p>Sudsy is for adults. We do not knowingly collect personal information from anyone under 18.</p>
      </ContentSection>

      <ContentSection title="Changes and contact">
        <p>
          If we change this policy, we will update the date above, and for significant changes we will email you first.
          Questions or requests: <a href={`mailto:${support.email}`}>{support.email}</a>.
        </p>
      </ContentSection>
    </ContentPage>
  );
}
