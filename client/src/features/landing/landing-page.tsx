import {
  BarChart3,
  CalendarRange,
  Compass,
  GitBranch,
  Lightbulb,
  ListChecks,
  ShieldCheck,
  Sparkles,
  Timer,
  TrendingUp,
  type LucideIcon,
} from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { Link } from 'wouter';
import { ProductName } from '@/components/product-name';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { LegalLinks } from '@/features/legal';
import { DemoSection } from './demo/demo-section';

const FEATURES: { title: string; text: string; icon: LucideIcon }[] = [
  { title: 'Goal Hierarchy', text: 'Nest goals as deep as you need, from a life ambition down to this week’s step.', icon: GitBranch },
  { title: 'Aligned Tasks', text: 'Every daily task points at a goal, so busy days still move something that matters.', icon: ListChecks },
  { title: 'Pomodoro Timer', text: 'Focus on one task at a time with a timer that keeps count of your sessions.', icon: Timer },
  { title: 'Smart Suggestions', text: 'Stuck on what to do next? Get concrete next actions for any goal.', icon: Sparkles },
  { title: 'Progress Analytics', text: 'See completion rates, deadlines and two weeks of work at a glance.', icon: BarChart3 },
  { title: 'Smart Planning', text: 'Plan today and tomorrow, and see which goals have work scheduled.', icon: CalendarRange },
];

const STEPS: { title: string; text: string; icon: LucideIcon }[] = [
  { title: 'Set meaningful goals', text: 'Write down what you want to achieve and by when, then break it into subgoals.', icon: Compass },
  { title: 'Create aligned tasks', text: 'Turn each subgoal into small daily tasks you can finish in a focused session.', icon: Lightbulb },
  { title: 'Track meaningful progress', text: 'Complete tasks, watch goals fill up, and celebrate when they reach 100%.', icon: TrendingUp },
];

function LandingHeader() {
  return (
    <header className="sticky top-0 z-30 border-b border-border bg-surface/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4 sm:px-6">
        <Link href="/" aria-label="Stepwise home">
          <ProductName />
        </Link>
        <nav aria-label="Account" className="flex items-center gap-2">
          <Button asChild variant="ghost" className="hidden sm:inline-flex">
            <Link href="/auth?tab=login">Log in</Link>
          </Button>
          <Button asChild>
            <Link href="/auth?tab=register">Sign up</Link>
          </Button>
        </nav>
      </div>
    </header>
  );
}

function Hero() {
  return (
    <section aria-labelledby="hero-title" className="bg-linear-to-b from-primary-soft to-background">
      <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 sm:py-24">
        <Badge tone="primary" className="px-3 py-1 text-sm">
          100% Free Forever
        </Badge>
        <h1 id="hero-title" className="mt-6 text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">
          Turn your goals into daily progress
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-muted-foreground text-pretty">
          Stepwise links every task you do today to a goal you care about. Plan, focus and see your progress, with
          no credit card and an account in 60 seconds.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild size="lg">
            <Link href="/auth?tab=register">Get Started Now</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <a href="#demo">Try it Now</a>
          </Button>
        </div>
      </div>
    </section>
  );
}

function KeyFeatures() {
  return (
    <section aria-labelledby="features-title" className="py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="features-title" className="text-center text-3xl font-bold tracking-tight">
          Key Features
        </h2>
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ title, text, icon: Icon }) => (
            <li key={title} className="rounded-card border border-border bg-surface p-6 shadow-sm">
              <span className="flex size-10 items-center justify-center rounded-lg bg-primary-soft text-primary">
                <Icon className="size-5" aria-hidden />
              </span>
              <h3 className="mt-4 font-semibold">{title}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function OurApproach() {
  return (
    <section aria-labelledby="approach-title" className="bg-surface py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="approach-title" className="text-center text-3xl font-bold tracking-tight">
          Our Approach
        </h2>
        <ol className="mt-10 grid gap-6 md:grid-cols-3">
          {STEPS.map(({ title, text, icon: Icon }, index) => (
            <li key={title} className="text-center">
              <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-primary text-primary-foreground">
                <Icon className="size-6" aria-hidden />
              </span>
              <p className="mt-4 text-xs font-semibold uppercase tracking-wide text-primary">Step {index + 1}</p>
              <h3 className="mt-1 text-lg font-semibold capitalize">{title}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

function ClosingCallToAction() {
  return (
    <section aria-labelledby="cta-title" className="py-16 sm:py-20">
      <div className="mx-auto max-w-4xl px-4 sm:px-6">
        <div className="rounded-card bg-brand px-6 py-12 text-center text-brand-foreground shadow-lg">
          <h2 id="cta-title" className="text-3xl font-bold tracking-tight">
            Start making progress today
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-brand-soft-foreground">
            Free forever. Your goals stay yours: every account’s data is kept apart and never shared.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Button asChild size="lg" variant="secondary" className="bg-brand-foreground text-brand hover:bg-brand-soft-foreground">
              <Link href="/auth?tab=register">Get Started for Free</Link>
            </Button>
            <Button asChild size="lg" variant="outline" className="border-brand-soft-foreground bg-transparent text-brand-foreground hover:bg-brand-hover">
              <a href="#demo">Try Interactive Demo</a>
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}

const neverChanges = () => () => {};
/**
 * This year; none in the landing page drawn at build time (decision 30), whose year could be a past one.
 * Hydrating it finds the difference and draws the year.
 */
const useThisYear = () => useSyncExternalStore(neverChanges, () => new Date().getFullYear(), () => null);

function LandingFooter() {
  const year = useThisYear();
  return (
    <footer className="border-t border-border bg-surface">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 sm:flex-row sm:items-start sm:justify-between sm:px-6">
        <div>
          <ProductName />
          <p className="mt-2 max-w-xs text-sm text-muted-foreground">A free planner that turns goals into daily work.</p>
        </div>
        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal" className="flex items-center gap-1.5 text-sm font-semibold">
            <ShieldCheck className="size-4" aria-hidden /> Legal
          </h2>
          <LegalLinks className="mt-2 grid gap-1.5 text-sm" />
        </nav>
      </div>
      <p className="border-t border-border py-4 text-center text-xs text-muted-foreground">
        © {year === null ? '' : `${year} `}Stepwise. All rights reserved.
      </p>
    </footer>
  );
}

export function LandingPage() {
  return (
    <div className="min-h-dvh">
      <LandingHeader />
      <main id="main" tabIndex={-1} className="outline-none">
        <Hero />
        <DemoSection />
        <KeyFeatures />
        <OurApproach />
        <ClosingCallToAction />
      </main>
      <LandingFooter />
    </div>
  );
}
