import { Link } from 'wouter';

export const LEGAL_PAGES = [
  { href: '/terms-of-service', label: 'Terms of Service' },
  { href: '/privacy-policy', label: 'Privacy Policy' },
  { href: '/cookie-policy', label: 'Cookie Policy' },
] as const;

export function LegalLinks({ className }: { className?: string }) {
  return (
    <ul className={className}>
      {LEGAL_PAGES.map(({ href, label }) => (
        <li key={href}>
          <Link href={href} className="text-muted-foreground hover:text-foreground hover:underline">
            {label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
