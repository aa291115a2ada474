import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import type { Role } from '@sudsy/domain/roles';
import { LoadFailed } from '@/components/load-failed';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { serverMessage } from '@/lib/error-message';
import { useSession } from '@/lib/session';
import { useAccount } from '../api/get-account';
import { AccountTab } from '../components/account-tab';
import { PayoutsTab } from '../components/payouts-tab';
import { PreferencesTab } from '../components/preferences-tab';
import { ProfileSummaryCard } from '../components/profile-summary-card';
import { SecurityTab } from '../components/security-tab';
import { SkillsTab } from '../components/skills-tab';

const tabsOf = (role: Role) =>
  [
    { value: 'account', label: 'Account Information' },
    { value: 'security', label: 'Security' },
    { value: 'preferences', label: 'Preferences' },
    // Skills & Certifications is for washers only (Account page in docs/product.md).
    ...(role === 'washer'
      ? [
          { value: 'skills', label: 'Skills & Certifications' },
          // What Sudsy paid them: balance, payouts and each job's money (docs/product.md, "Payments").
          { value: 'payouts', label: 'Payouts' },
        ]
      : []),
  ] as const;

const tabParam = 'tab';

/** /profile, 'My Profile': the summary card beside the account's tabs, which differ by role. */
export function ProfilePage() {
  const { user } = useSession();
  const account = useAccount();
  const [searchParams, setSearchParams] = useSearchParams();
  const confirmedEmail = searchParams.get('email') === 'confirmed';

  useEffect(() => {
    if (!confirmedEmail) return;
    toast.success('Email Updated', { description: 'Your new email address is confirmed.' });
    setSearchParams(
      (params) => {
        params.delete('email');
        return params;
      },
      { replace: true },
    );
  }, [confirmedEmail, setSearchParams]);

  // The route guard admits signed-in users only; this covers the moment of logging out.
  if (!user) return null;
  const tabs = tabsOf(user.role);
  const requested = searchParams.get(tabParam);
  const tab = tabs.find((entry) => entry.value === requested)?.value ?? 'account';

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:py-10">
      <title>My Profile | Sudsy</title>
      <header className="mb-8">
        <h1 className="text-3xl font-bold tracking-tight">My Profile</h1>
        <p className="mt-2 text-muted-foreground">Manage your account details, security and preferences.</p>
      </header>
      <div className="grid gap-6 lg:grid-cols-[16rem_minmax(0,1fr)] lg:items-start">
        <aside aria-label="Your account" className="lg:sticky lg:top-24">
          {account.isPending ? (
            // The summary card's shape line for line (photo; name, email and role; two buttons), so
            // the tabs below it do not jump when the account arrives.
            <Card role="status">
              <CardContent className="flex flex-col items-center gap-4">
                <span className="sr-only">Loading your profile...</span>
                <Skeleton className="size-24 rounded-full" />
                <div className="grid justify-items-center gap-1">
                  <Skeleton className="h-7 w-32" />
                  <Skeleton className="h-5 w-44" />
                  <Skeleton className="mt-1 h-[1.375rem] w-16 rounded-full" />
                </div>
                <div className="grid w-full gap-2">
                  <Skeleton className="h-9 w-full" />
                  <Skeleton className="h-9 w-full" />
                </div>
              </CardContent>
            </Card>
          ) : account.isError ? (
            <LoadFailed
              title="Failed to load profile"
              description={serverMessage(account.error) ?? 'Check your connection and try again.'}
              onRetry={() => void account.refetch()}
              retrying={account.isRefetching}
            />
          ) : (
            <ProfileSummaryCard account={account.data} />
          )}
        </aside>
        <Tabs
          value={tab}
          onValueChange={(value) =>
            setSearchParams(
              (params) => {
                params.set(tabParam, value);
                return params;
              },
              { replace: true },
            )
          }
          className="min-w-0 gap-6"
        >
          {/* Two by two on a phone: four tab names never fit one row at 375 px; a last one alone spans the row. */}
          <TabsList className="grid h-auto w-full grid-cols-2 gap-1 sm:inline-flex sm:w-fit [&>*:last-child:nth-child(odd)]:col-span-2">
            {tabs.map((entry) => (
              <TabsTrigger key={entry.value} value={entry.value} className="h-8 sm:flex-none">
                {entry.label}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="account">
            <AccountTab account={account.data} role={user.role} />
          </TabsContent>
          <TabsContent value="security">
            <SecurityTab twoFactorEnabled={account.data?.twoFactorEnabled} />
          </TabsContent>
          <TabsContent value="preferences">
            <PreferencesTab role={user.role} />
          </TabsContent>
          {user.role === 'washer' ? (
            <>
              <TabsContent value="skills">
                <SkillsTab />
              </TabsContent>
              <TabsContent value="payouts">
                <PayoutsTab />
              </TabsContent>
            </>
          ) : null}
        </Tabs>
      </div>
    </div>
  );
}
