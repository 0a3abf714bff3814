import { usePublicSettings } from '@/lib/public-settings';
import { bulletList, LegalPage, LegalSection, MailLink } from './legal-page';

export function TermsOfServicePage() {
  const { supportEmail } = usePublicSettings();
  return (
    <LegalPage title="Terms of Service">
      <p>
        These terms govern your use of Stepwise, a free web application for planning goals and daily tasks. By
        creating an account or using the service you agree to them. If you do not agree, please do not use Stepwise.
      </p>
      <LegalSection title="1. The service">
        <p>
          Stepwise lets you record goals and subgoals, link daily tasks to them, keep daily notes, run a focus timer,
          receive task suggestions and see statistics about your progress. The service is free of charge; no payment
          details are ever requested. Voluntary donations, where offered, do not buy any additional rights or features.
        </p>
      </LegalSection>
      <LegalSection title="2. Your account">
        <ul className={bulletList}>
          <li>You need an account with a username and password to save your data. The demo on the home page stores nothing.</li>
          <li>You are responsible for keeping your password secret and for everything done with your account.</li>
          <li>Tell us at once if you believe someone else has used your account.</li>
          <li>You may stop using Stepwise at any time and ask us to delete your account and its data.</li>
        </ul>
      </LegalSection>
      <LegalSection title="3. Your content">
        <p>
          The goals, tasks, notes and other entries you create remain yours. Each account's data is kept separate:
          other users cannot see or change it, and your content is not shared with other users. We process it only
          to run the service for you, as described in our Privacy Policy.
        </p>
      </LegalSection>
      <LegalSection title="4. Acceptable use">
        <p>You agree not to:</p>
        <ul className={bulletList}>
          <li>try to access another person's account or data, or probe the service for weaknesses without permission;</li>
          <li>overload, disrupt or automate the service in a way that harms other users;</li>
          <li>use Stepwise for anything unlawful.</li>
        </ul>
      </LegalSection>
      <LegalSection title="5. Suggestions and statistics">
        <p>
          Task suggestions and statistics are offered to help you plan. They may be incomplete or unsuitable for your
          situation, and decisions you make with them remain your own.
        </p>
      </LegalSection>
      <LegalSection title="6. Availability and liability">
        <p>
          Stepwise is provided "as is", without warranties of any kind. We work to keep it available and your data
          safe, but we cannot promise uninterrupted service. To the extent the law allows, we are not liable for
          indirect or consequential losses arising from your use of the service.
        </p>
      </LegalSection>
      <LegalSection title="7. Changes to these terms">
        <p>
          We may update these terms. When we do, we change the date at the top of this page. Continuing to use
          Stepwise after a change means you accept the updated terms.
        </p>
      </LegalSection>
      <LegalSection title="8. Governing law">
        <p>These terms are governed by the laws of Malaysia, and disputes fall under the jurisdiction of its courts.</p>
      </LegalSection>
      <LegalSection title="9. Contact">
        <p>
          Questions about these terms or the service: <MailLink address={supportEmail} />.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
