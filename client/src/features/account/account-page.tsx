import { CalendarSync, Database, LogOut, Settings, Shield, UserRound } from 'lucide-react';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useCurrentUser, useLogout } from '@/features/auth';
import { CalendarFeedCard } from './components/calendar-feed-card';
import { ChangePasswordDialog } from './components/change-password-dialog';
import { DeleteAccountCard } from './components/delete-account-card';
import { ExportImportCard } from './components/export-import-card';
import { NotificationsCard } from './components/notifications-card';
import { ThemeCard } from './components/theme-card';

/** /profile: the account, its security, its data and its preferences. */
export function AccountPage() {
  const { data: user } = useCurrentUser();
  const logout = useLogout();
  return (
    <>
      <PageHeader title="Account" description="Manage your account, its security and your data." />
      <Tabs defaultValue="profile" className="max-w-2xl">
        {/* A phone's width takes the tabs without their icons, in two rows: three, then two. */}
        <TabsList className="grid h-auto w-full grid-cols-6 sm:inline-flex sm:h-10 sm:w-auto">
          <TabsTrigger value="profile" className="col-span-2 px-2 sm:px-3">
            <UserRound className="hidden size-4 sm:block" aria-hidden /> Profile
          </TabsTrigger>
          <TabsTrigger value="security" className="col-span-2 px-2 sm:px-3">
            <Shield className="hidden size-4 sm:block" aria-hidden /> Security
          </TabsTrigger>
          <TabsTrigger value="data" className="col-span-2 px-2 sm:px-3">
            <Database className="hidden size-4 sm:block" aria-hidden /> Data
          </TabsTrigger>
          <TabsTrigger value="preferences" className="col-span-3 px-2 sm:px-3">
            <Settings className="hidden size-4 sm:block" aria-hidden /> Preferences
          </TabsTrigger>
          <TabsTrigger value="integrations" className="col-span-3 px-2 sm:px-3">
            <CalendarSync className="hidden size-4 sm:block" aria-hidden /> Integrations
          </TabsTrigger>
        </TabsList>
        <TabsContent value="profile">
          <Card>
            <CardHeader>
              <CardTitle>Profile</CardTitle>
              <CardDescription>The name you sign in with.</CardDescription>
            </CardHeader>
            <CardContent className="grid gap-4">
              <dl className="grid gap-1">
                <dt className="text-sm text-muted-foreground">Username</dt>
                <dd className="text-lg font-semibold" data-testid="profile-username">
                  {user?.username}
                </dd>
              </dl>
              <div>
                <Button variant="outline" onClick={() => logout.mutate()} disabled={logout.isPending}>
                  <LogOut aria-hidden /> Logout
                </Button>
              </div>
            </CardContent>
          </Card>
        </TabsContent>
        <TabsContent value="security">
          <Card>
            <CardHeader>
              <CardTitle>Security</CardTitle>
              <CardDescription>Change your password. Every other device you use is signed out when you do.</CardDescription>
            </CardHeader>
            <CardContent>
              <ChangePasswordDialog />
            </CardContent>
          </Card>
        </TabsContent>
        <TabsContent value="data" className="grid gap-4">
          <ExportImportCard />
          <DeleteAccountCard />
        </TabsContent>
        <TabsContent value="preferences" className="grid gap-4">
          <ThemeCard />
          <NotificationsCard />
        </TabsContent>
        <TabsContent value="integrations">
          <CalendarFeedCard />
        </TabsContent>
      </Tabs>
    </>
  );
}
