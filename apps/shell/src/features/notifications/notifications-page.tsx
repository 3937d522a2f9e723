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
} from '@familyhub/ui';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@familyhub/ui/tabs';
import { useMessages } from '@familyhub/ui/i18n';
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
import { notificationsMessages } from './messages';

/**
 * /notifications: Notification Channels, Messaging Options (link to /messages), Urgent Alerts — one Save for all
 * three — and what was sent to the member (issue #30).
 */
export function NotificationsPage() {
  const t = useMessages(notificationsMessages);
  const session = useSession();
  const user = session.data?.user;
  const state = usePreferencesDraft(user?.id ?? 0);
  const channels = useNotificationChannels();
  if (!user) return null;
  return (
    <div className="mx-auto grid max-w-3xl gap-4">
      <PageHeader title={t('page.title')} description={t('page.description')} />
      <DeliveryStatus channels={channels.data} />
      <Card>
        <CardHeader>
          <CardTitle>{t('page.sent.title')}</CardTitle>
          <CardDescription>{t('page.sent.description')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <TestNotification />
          <NotificationHistory />
        </CardContent>
      </Card>
      <PreferencesFrame state={state}>
        {(editing) => (
          <Tabs defaultValue="channels">
            <TabsList aria-label={t('page.sections')}>
              <TabsTrigger value="channels">{t('page.channels')}</TabsTrigger>
              <TabsTrigger value="messaging">{t('page.messaging')}</TabsTrigger>
              <TabsTrigger value="urgent">{t('page.urgent')}</TabsTrigger>
            </TabsList>
            <TabsContent value="channels">
              <Card>
                <CardHeader>
                  <CardTitle>{t('page.channels')}</CardTitle>
                  <CardDescription>{t('page.channels.description')}</CardDescription>
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
                  <CardTitle>{t('page.messaging')}</CardTitle>
                  <CardDescription>{t('page.messaging.description')}</CardDescription>
                </CardHeader>
                <CardContent className="grid gap-4">
                  <NotificationTypes editing={editing} idPrefix="page" />
                  <p className="text-sm">
                    <Link to="/messages" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
                      {t('page.openMessages')}
                    </Link>
                  </p>
                </CardContent>
              </Card>
            </TabsContent>
            <TabsContent value="urgent">
              <Card>
                <CardHeader>
                  <CardTitle>{t('page.urgent')}</CardTitle>
                  <CardDescription>{t('page.urgent.description')}</CardDescription>
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
