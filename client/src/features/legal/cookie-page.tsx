import { Fragment } from 'react';
import { LegalPage, LegalSection } from './legal-page';

const COOKIES = [
  { name: 'stepwise_session', purpose: 'Keeps you signed in. Without it the app cannot work.', lasts: 'Up to 30 days, or until you log out' },
  { name: 'sidebar_state', purpose: 'Remembers whether you collapsed the sidebar.', lasts: '7 days' },
  { name: 'time_zone', purpose: "Your device's time zone, so that a page can arrive with your day's tasks already drawn.", lasts: '400 days' },
  { name: 'viewport_width', purpose: "Your window's width, so that a page can arrive already laid out for your screen.", lasts: '400 days' },
];

/**
 * A cookie's name, which a phone's narrow column may break after an underscore and nowhere else. From `sm` on the
 * break is not offered at all (a `<wbr>` not displayed; Chromium breaks at a shown one even under `nowrap`).
 */
function NameBreakingAtUnderscores({ name }: { name: string }) {
  return name.split('_').map((part, index) => (
    <Fragment key={index}>
      {index > 0 && '_'}
      {index > 0 && <wbr className="sm:hidden" />}
      {part}
    </Fragment>
  ));
}

export function CookiePolicyPage() {
  return (
    <LegalPage title="Cookie Policy">
      <p>
        Stepwise uses a very small number of cookies, all of them needed for the app itself. There are no advertising,
        analytics or third-party tracking cookies.
      </p>
      <LegalSection title="The cookies we set">
        <div className="overflow-x-auto rounded-lg border border-border">
          {/* The page's own text, no one's input: a word is broken only where it can't fit, so that a phone's narrow
              columns keep their words whole instead of shrinking to a letter a line. */}
          <table className="w-full text-left text-sm wrap-break-word">
            <thead className="bg-muted text-foreground">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold sm:px-4">Cookie</th>
                <th scope="col" className="px-3 py-2 font-semibold sm:px-4">Purpose</th>
                <th scope="col" className="px-3 py-2 font-semibold sm:px-4">How long</th>
              </tr>
            </thead>
            <tbody>
              {COOKIES.map((cookie) => (
                <tr key={cookie.name} className="border-t border-border align-top">
                  <td className="px-3 py-2 font-mono text-xs sm:px-4">
                    <NameBreakingAtUnderscores name={cookie.name} />
                  </td>
                  <td className="px-3 py-2 sm:px-4">{cookie.purpose}</td>
                  <td className="px-3 py-2 sm:px-4">{cookie.lasts}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </LegalSection>
      <LegalSection title="Local storage">
        <p>
          The focus timer keeps its state and your per-task session counts in your browser's local storage, so a running
          timer survives a page reload. This never leaves your device except as the session counts saved with your tasks.
        </p>
      </LegalSection>
      <LegalSection title="Your choices">
        <p>
          You can delete cookies in your browser's settings at any time. Deleting the session cookie signs you out;
          blocking it prevents signing in. Your data is kept separate per account and is not shared with other users.
        </p>
      </LegalSection>
      <LegalSection title="Governing law">
        <p>This policy is governed by the laws of Malaysia.</p>
      </LegalSection>
    </LegalPage>
  );
}
