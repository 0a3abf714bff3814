import { CalendarCheck, Rocket, Target } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { ProductName } from '@/components/product-name';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { CredentialsForm } from './components/credentials-form';

type AuthTab = 'login' | 'register';

const MARKETING = [
  { title: 'Plan', text: 'Set meaningful goals and break them into subgoals with deadlines.', icon: Target },
  { title: 'Act', text: 'Turn each goal into daily tasks and focus on them one pomodoro at a time.', icon: CalendarCheck },
  { title: 'Achieve', text: 'Watch your progress grow and celebrate every goal you complete.', icon: Rocket },
];

function MarketingPanel() {
  return (
    <section
      aria-labelledby="marketing-title"
      className="hidden flex-col justify-center gap-8 bg-linear-to-br from-brand to-brand-deep p-10 text-brand-foreground lg:flex"
    >
      <div>
        <h2 id="marketing-title" className="text-3xl font-bold tracking-tight">
          Turn goals into daily progress
        </h2>
        <p className="mt-3 max-w-md text-brand-soft-foreground">Free forever. No credit card. An account in 60 seconds.</p>
      </div>
      <ul className="grid gap-5">
        {MARKETING.map(({ title, text, icon: Icon }) => (
          <li key={title} className="flex gap-4">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-foreground/15">
              <Icon className="size-5" aria-hidden />
            </span>
            <div>
              <h3 className="font-semibold">{title}</h3>
              <p className="text-sm text-brand-soft-foreground">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /auth: Sign In and Create Account tabs, chosen by `?tab=login|register`. */
export function AuthPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const params = new URLSearchParams(search);
  const tab: AuthTab = params.get('tab') === 'register' ? 'register' : 'login';
  const [username, setUsername] = useState('');
  // Switching tabs keeps `next`, the page to return to once signed in.
  const addressOf = (value: string) => {
    const query = new URLSearchParams({ tab: value });
    const next = params.get('next');
    if (next) query.set('next', next);
    return `/auth?${query.toString()}`;
  };

  return (
    <div className="grid min-h-dvh lg:grid-cols-2">
      <main id="main" tabIndex={-1} className="outline-none flex flex-col items-center justify-center px-4 py-10 sm:px-6">
        <Link href="/" aria-label="Stepwise home" className="mb-8">
          <ProductName />
        </Link>
        <Card className="w-full max-w-md">
          <CardHeader>
            <h1 className="text-xl font-semibold leading-tight tracking-tight">
              {tab === 'login' ? 'Welcome back' : 'Create your free account'}
            </h1>
            <CardDescription>
              {tab === 'login' ? 'Sign in to continue with your goals.' : 'Start turning goals into daily work.'}
            </CardDescription>
          </CardHeader>
          <CardContent>
            <Tabs value={tab} onValueChange={(value) => navigate(addressOf(value), { replace: true })}>
              <TabsList className="grid w-full grid-cols-2">
                <TabsTrigger value="login">Sign In</TabsTrigger>
                <TabsTrigger value="register">Create Account</TabsTrigger>
              </TabsList>
              <TabsContent value="login">
                <CredentialsForm mode="login" username={username} onUsernameChange={setUsername} />
              </TabsContent>
              <TabsContent value="register">
                <CredentialsForm mode="register" username={username} onUsernameChange={setUsername} />
              </TabsContent>
            </Tabs>
            <p className="mt-6 text-center text-xs text-muted-foreground">
              By continuing you agree to our{' '}
              <Link href="/terms-of-service" className="font-medium text-primary hover:underline">
                Terms of Service
              </Link>{' '}
              and{' '}
              <Link href="/privacy-policy" className="font-medium text-primary hover:underline">
                Privacy Policy
              </Link>
              .
            </p>
          </CardContent>
        </Card>
      </main>
      <MarketingPanel />
    </div>
  );
}
