import { usePublicSettings } from '@/lib/public-settings';
import { bulletList, LegalPage, LegalSection, MailLink } from './legal-page';

export function PrivacyPolicyPage() {
  const { privacyEmail, supportEmail } = usePublicSettings();
  return (
    <LegalPage title="Privacy Policy">
      <p>
        This policy explains what Stepwise stores about you, why, and the choices you have. We collect as little as we
        need to run a personal planner, and we do not sell or share your data.
      </p>
      <LegalSection title="What we store">
        <ul className={bulletList}>
          <li>
            <strong>Account:</strong> your username and a one-way hash of your password. We never store or see your
            password itself.
          </li>
          <li>
            <strong>Your planning data:</strong> goals, subgoals, tasks, daily notes, feelings you log about goals, and
            focus-session counts.
          </li>
          <li>
            <strong>Sessions:</strong> a record that you are signed in on a device, kept until you log out or it expires.
          </li>
          <li>
            <strong>Technical logs:</strong> request logs with IP addresses, kept briefly to protect the service from
            abuse, such as repeated sign-in attempts.
          </li>
        </ul>
      </LegalSection>
      <LegalSection title="How your data is kept apart">
        <p>
          Every record belongs to one account. Each account's data is isolated: the server only ever reads and writes
          the records of the signed-in user, and your content is not shared between users or shown to anyone else.
        </p>
      </LegalSection>
      <LegalSection title="Why we use it">
        <p>
          Only to provide Stepwise to you: to show your goals and tasks, compute your statistics, suggest tasks for
          your goals, and keep your account secure. We do not use your data for advertising and we do not sell it.
        </p>
      </LegalSection>
      <LegalSection title="Task suggestions">
        <p>
          Suggestions are worked out from the goal you ask about. Where the operator connects an external suggestion
          service, the goal's title, description, subgoals and existing task titles are sent to it for that purpose only.
        </p>
      </LegalSection>
      <LegalSection title="How long we keep it">
        <p>
          Your data stays while your account exists. Deleting a goal deletes its subgoals and tasks. You can ask us to
          delete your whole account and everything in it at any time.
        </p>
      </LegalSection>
      <LegalSection title="Your rights">
        <p>
          You may ask for a copy of your data, for corrections, or for deletion. Write to <MailLink address={privacyEmail} />{' '}
          and we will answer within 30 days.
        </p>
      </LegalSection>
      <LegalSection title="Governing law">
        <p>This policy is governed by the laws of Malaysia, including its Personal Data Protection Act 2010.</p>
      </LegalSection>
      <LegalSection title="Contact">
        <p>
          Privacy questions: <MailLink address={privacyEmail} />. Anything else: <MailLink address={supportEmail} />.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
