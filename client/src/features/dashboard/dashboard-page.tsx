import { Target } from 'lucide-react';
import { Link } from 'wouter';
import { PageHeader } from '@/app/app-shell';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useCurrentUser } from '@/features/auth/api/session';

/** The dashboard's place in the shell, until its statistics arrive. */
export function DashboardPage() {
  const { data: user } = useCurrentUser();
  return (
    <>
      <PageHeader title="Dashboard" description={user ? `Welcome, ${user.username}.` : undefined} />
      <Card>
        <CardHeader>
          <CardTitle>Your progress will show here</CardTitle>
          <CardDescription>Statistics about your goals and tasks are on their way.</CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild>
            <Link href="/goals">
              <Target aria-hidden /> Go to your goals
            </Link>
          </Button>
        </CardContent>
      </Card>
    </>
  );
}
