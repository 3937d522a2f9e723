import * as React from 'react';
import { useFamilyMembers } from '@familyhub/api-client';
import type { FamilyMember } from '@familyhub/contracts';
import { canOrganise } from '@familyhub/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, FormField, Select } from '@familyhub/ui';
import { useMessages } from '@familyhub/ui/i18n';
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
import { notificationsMessages } from './messages';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="grid gap-2" aria-label={title}>
      <h3 className="text-sm font-semibold">{title}</h3>
      {children}
    </section>
  );
}

/** A parent or admin also chooses each child's notifications (issue #30): whose the form below edits. */
function WhoseNotifications({
  user,
  value,
  onChange,
}: {
  user: FamilyMember;
  value: number;
  onChange(id: number): void;
}) {
  const t = useMessages(notificationsMessages);
  const members = useFamilyMembers();
  const children = (members.data ?? []).filter((member) => member.role === 'child');
  if (!canOrganise(user.role) || children.length === 0) return null;
  return (
    <FormField id="notifications-for" label={t('tab.for')}>
      {(control) => (
        <Select {...control} value={String(value)} onChange={(e) => onChange(Number(e.target.value))}>
          <option value={user.id}>{t('tab.for.you')}</option>
          {children.map((child) => (
            <option key={child.id} value={child.id}>
              {t('tab.for.child', { name: child.name })}
            </option>
          ))}
        </Select>
      )}
    </FormField>
  );
}

/** One member's preferences being edited (remounted for another member, so nothing carries over). */
function MemberPreferences({ userId, profileEmail }: { userId: number; profileEmail: string | null }) {
  const t = useMessages(notificationsMessages);
  const state = usePreferencesDraft(userId);
  return (
    <PreferencesFrame state={state}>
      {(editing) => (
        <>
          <Section title={t('tab.channels')}>
            <ChannelSettings editing={editing} profileEmail={profileEmail} idPrefix="settings" />
          </Section>
          <Section title={t('tab.whatWhere')}>
            <CategoryChannels editing={editing} idPrefix="settings" />
          </Section>
          <Section title={t('tab.types')}>
            <NotificationTypes editing={editing} idPrefix="settings" />
            <UrgentAlerts editing={editing} idPrefix="settings" />
          </Section>
          <Section title={t('tab.quietHours')}>
            <QuietHours editing={editing} idPrefix="settings" />
          </Section>
        </>
      )}
    </PreferencesFrame>
  );
}

/**
 * Settings › Notifications: channel, type and quiet-hours switches with start and end time; Save (spec 001 §2);
 * what is sent where, the devices and chats it goes to, and a test on each channel (issue #30). A parent edits a
 * child's preferences here too; devices, chats and tests are always the signed-in member's own.
 */
export function NotificationsTab({ user }: { user: FamilyMember }) {
  const t = useMessages(notificationsMessages);
  const [forUserId, setForUserId] = React.useState(user.id);
  const channels = useNotificationChannels();
  const own = forUserId === user.id;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('tab.title')}</CardTitle>
        <CardDescription>{t('tab.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <DeliveryStatus channels={channels.data} />
        <WhoseNotifications user={user} value={forUserId} onChange={setForUserId} />
        <MemberPreferences key={forUserId} userId={forUserId} profileEmail={own ? user.email : null} />
        <Section title={t('tab.devices')}>
          <ChannelCards />
        </Section>
        <Section title={t('tab.test')}>
          <TestNotification />
        </Section>
      </CardContent>
    </Card>
  );
}
