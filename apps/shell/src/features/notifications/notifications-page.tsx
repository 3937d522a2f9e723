import { Link } from '@familyhub/ui/router';
import { useSession } from '@familyhub/api-client';
import {
  buttonVariants,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  PageHeader,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from '@familyhub/ui';
import { useNotificationChannels } from './api/use-push-devices';
import { CategoryChannels } from './components/category-channels';
import { ChannelSettings } from './components/channel-settings';
import { DeliveryStatus } from './components/delivery-status';
import { NotificationHistory } from './components/notification-history';
import { NotificationTypes } from './components/notification-types';
import { PreferencesFrame } from './components/preferences-frame';
import { TestNotification } from './components/test-notification';
import { QuietHours } from './components/quiet-hours';
import { UrgentAlerts } from './components/urgent-alerts';
import { usePreferencesDraft } from './use-preferences-draft';

/**
 * /notifications: Notification Channels, Messaging Options (link to /messages), Urgent Alerts — one Save for all
 * three — and what was sent to the member (issue #30).
 */
export function NotificationsPage() {
  const session = useSession();
  const user = session.data?.user;
  const state = usePreferencesDraft(user?.id ?? 0);
  const channels = useNotificationChannels();
  if (!user) return null;
  return (
    <div className="mx-auto grid max-w-3xl gap-4">
      <PageHeader
        title="Notification Settings"
        description="Choose how FamilyHub reaches you. The same preferences appear under Settings › Notifications."
      />
      <DeliveryStatus channels={channels.data} />
      <Card>
        <CardHeader>
          <CardTitle>Sent to you</CardTitle>
          <CardDescription>Every notification sent to you outside the app, and how it went.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <TestNotification />
          <NotificationHistory />
        </CardContent>
      </Card>
      <PreferencesFrame state={state}>
        {(editing) => (
          <Tabs defaultValue="channels">
            <TabsList aria-label="Notification settings sections">
              <TabsTrigger value="channels">Notification Channels</TabsTrigger>
              <TabsTrigger value="messaging">Messaging Options</TabsTrigger>
              <TabsTrigger value="urgent">Urgent Alerts</TabsTrigger>
            </TabsList>
            <TabsContent value="channels">
              <Card>
                <CardHeader>
                  <CardTitle>Notification Channels</CardTitle>
                  <CardDescription>Where notifications go, and when they stay quiet.</CardDescription>
                </CardHeader>
                <CardContent className="grid gap-6">
                  <ChannelSettings editing={editing} profileEmail={user.email} idPrefix="page" />
                  <CategoryChannels editing={editing} idPrefix="page" />
                  <QuietHours editing={editing} idPrefix="page" />
                </CardContent>
              </Card>
            </TabsContent>
            <TabsContent value="messaging">
              <Card>
                <CardHeader>
                  <CardTitle>Messaging Options</CardTitle>
                  <CardDescription>What your family sends you, and what you are told about.</CardDescription>
                </CardHeader>
                <CardContent className="grid gap-4">
                  <NotificationTypes editing={editing} idPrefix="page" />
                  <p className="text-sm">
                    <Link to="/messages" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
                      Open Family Messages
                    </Link>
                  </p>
                </CardContent>
              </Card>
            </TabsContent>
            <TabsContent value="urgent">
              <Card>
                <CardHeader>
                  <CardTitle>Urgent Alerts</CardTitle>
                  <CardDescription>
                    For what cannot wait: a child’s pickup, an emergency, a change of plan.
                  </CardDescription>
                </CardHeader>
                <CardContent>
                  <UrgentAlerts editing={editing} idPrefix="page" />
                </CardContent>
              </Card>
            </TabsContent>
          </Tabs>
        )}
      </PreferencesFrame>
    </div>
  );
}
