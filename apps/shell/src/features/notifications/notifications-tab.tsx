import type * as React from 'react';
import type { FamilyMember } from '@familyhub/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@familyhub/ui';
import { useNotificationChannels } from './api/use-push-devices';
import { CategoryChannels } from './components/category-channels';
import { ChannelCards } from './components/channel-cards';
import { ChannelSettings } from './components/channel-settings';
import { DeliveryStatus } from './components/delivery-status';
import { NotificationTypes } from './components/notification-types';
import { PreferencesFrame } from './components/preferences-frame';
import { QuietHours } from './components/quiet-hours';
import { TestNotification } from './components/test-notification';
import { UrgentAlerts } from './components/urgent-alerts';
import { usePreferencesDraft } from './use-preferences-draft';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="grid gap-2" aria-label={title}>
      <h3 className="text-sm font-semibold">{title}</h3>
      {children}
    </section>
  );
}

/**
 * Settings › Notifications: channel, type and quiet-hours switches with start and end time; Save (spec 001 §2);
 * what is sent where, the devices and chats it goes to, and a test on each channel (issue #30).
 */
export function NotificationsTab({ user }: { user: FamilyMember }) {
  const state = usePreferencesDraft(user.id);
  const channels = useNotificationChannels();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Notifications</CardTitle>
        <CardDescription>
          How and when FamilyHub lets you know about your family’s tasks, events, messages and chores.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <DeliveryStatus channels={channels.data} />
        <PreferencesFrame state={state}>
          {(editing) => (
            <>
              <Section title="Channels">
                <ChannelSettings editing={editing} profileEmail={user.email} idPrefix="settings" />
              </Section>
              <Section title="What is sent where">
                <CategoryChannels editing={editing} idPrefix="settings" />
              </Section>
              <Section title="Notification types">
                <NotificationTypes editing={editing} idPrefix="settings" />
                <UrgentAlerts editing={editing} idPrefix="settings" />
              </Section>
              <Section title="Quiet hours">
                <QuietHours editing={editing} idPrefix="settings" />
              </Section>
            </>
          )}
        </PreferencesFrame>
        <Section title="Devices and chats">
          <ChannelCards />
        </Section>
        <Section title="Send a test">
          <TestNotification />
        </Section>
      </CardContent>
    </Card>
  );
}
