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
      </CardContent>
    </Card>
  );
}
