import { Link } from 'react-router-dom';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@familyhub/ui';

const upcoming = {
  privacy: {
    title: 'Privacy',
    items: [
      'Switches for your family profile, activity status, task completion, analytics and personalisation',
      'Request Data Export: a download of everything your family keeps in FamilyHub',
      'Delete Account, after a typed confirmation',
    ],
  },
  notifications: {
    title: 'Notifications',
    items: [
      'Email, SMS, Telegram and voice channels, each on or off',
      'Which kinds of notification you get, and a digest',
      'Quiet hours (22:00 to 07:00 unless you change them)',
    ],
  },
  subscription: {
    title: 'Subscription',
    items: ['Your current plan and the plan cards to change it', 'Payment method and billing history', 'Cancel Subscription at the end of the period'],
  },
} as const;

/** An honest placeholder for a tab still being built: it names what will be there and shows no sample data. */
export function ComingSoonTab({ tab }: { tab: keyof typeof upcoming }) {
  const { title, items } = upcoming[tab];
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title} settings are coming soon</CardTitle>
        <CardDescription>Nothing here can be changed yet. This tab will hold:</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        <ul className="list-disc pl-5 text-muted-foreground">
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        {tab === 'subscription' ? (
          <p>
            Meanwhile, see the plans on{' '}
            <Link to="/premium-features" className="font-medium underline underline-offset-4">
              Premium features
            </Link>
            .
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
