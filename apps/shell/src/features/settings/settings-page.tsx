import { Link } from 'react-router-dom';
import { useSession, useSignOut } from '@familyhub/api-client';
import { Avatar, Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Checkbox, Label, PageHeader, toast, useTheme } from '@familyhub/ui';
import { roleLabel } from '../../layout/role-label';
import { usePremium } from '../../premium/premium-context';

const planNames = { free: 'Free', monthly: 'Premium Monthly', annual: 'Premium Annual' } as const;

/** What can be shown truthfully today: the profile (read-only), the theme, the plan, signing out. */
export function SettingsPage() {
  const session = useSession();
  const signOut = useSignOut();
  const { theme, setTheme } = useTheme();
  const { plan } = usePremium();
  if (!session.data) return null;
  const { user, family } = session.data;

  const rows: Array<[string, string]> = [
    ['Name', user.name],
    ['Username', user.username],
    ['Email', user.email ?? 'Not given'],
    ['Role', roleLabel(user.role)],
    ['Family', family.name],
  ];

  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <PageHeader title="Settings" description="Your profile, how FamilyHub looks, and your family's plan." />
      <Card>
        <CardHeader>
          <CardTitle>Profile</CardTitle>
          <CardDescription>Changing your profile here is not available yet.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-start">
          <Avatar name={user.name} imageUrl={user.avatarUrl} color={user.color} size="lg" />
          <dl className="grid flex-1 grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
            {rows.map(([term, value]) => (
              <div key={term} className="contents">
                <dt className="text-muted-foreground">{term}</dt>
                <dd className="font-medium">{value}</dd>
              </div>
            ))}
          </dl>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Appearance</CardTitle>
        </CardHeader>
        <CardContent className="flex items-center gap-2">
          <Checkbox id="dark-theme" checked={theme === 'dark'} onCheckedChange={(checked) => setTheme(checked === true ? 'dark' : 'light')} />
          <Label htmlFor="dark-theme">Dark theme</Label>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Plan</CardTitle>
          <CardDescription>Your family is on {planNames[plan]}.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link to="/premium-features">Compare plans</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/create-family">Family members</Link>
          </Button>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Session</CardTitle>
        </CardHeader>
        <CardContent>
          <Button
            variant="destructive"
            disabled={signOut.isPending}
            onClick={() =>
              signOut.mutate(undefined, {
                onError: (error) => toast({ title: 'Sign out failed', description: error.message, variant: 'destructive' }),
              })
            }
          >
            Sign out of FamilyHub
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
