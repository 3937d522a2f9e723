import { useSearchParams } from '@familyhub/ui/router';
import { useSession } from '@familyhub/api-client';
import { PageHeader } from '@familyhub/ui';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@familyhub/ui/tabs';
import { useMessages } from '@familyhub/ui/i18n';
import { FamilyTab } from '../family';
import { NotificationsTab } from '../notifications';
import { PrivacyTab } from '../privacy';
import { SubscriptionTab } from '../subscription';
import { settingsMessages } from './messages';
import { ProfileTab } from './profile-tab';
import { SecurityTab } from './security-tab';
import { DEFAULT_SETTINGS_TAB, settingsTabOf, SETTINGS_TABS } from './settings-tabs';

/** /settings?tab=profile|family|security|privacy|notifications|subscription — the tab lives in the address. */
export function SettingsPage() {
  const t = useMessages(settingsMessages);
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const tab = settingsTabOf(params.get('tab'));
  if (!session.data) return null;
  const { user, family } = session.data;

  const choose = (next: string) => {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === DEFAULT_SETTINGS_TAB) updated.delete('tab');
        else updated.set('tab', next);
        return updated;
      },
      { replace: true },
    );
  };

  return (
    <div className="mx-auto grid max-w-4xl gap-2">
      <PageHeader title={t('page.title')} description={t('page.description')} />
      <Tabs value={tab} onValueChange={choose}>
        <TabsList aria-label={t('page.sections')}>
          {SETTINGS_TABS.map(({ id }) => (
            <TabsTrigger key={id} value={id}>
              {t(`tabs.${id}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="profile">
          <ProfileTab user={user} />
        </TabsContent>
        <TabsContent value="family">
          <FamilyTab user={user} family={family} />
        </TabsContent>
        <TabsContent value="security">
          <SecurityTab />
        </TabsContent>
        <TabsContent value="subscription">
          <SubscriptionTab />
        </TabsContent>
        <TabsContent value="privacy">
          <PrivacyTab user={user} />
        </TabsContent>
        <TabsContent value="notifications">
          <NotificationsTab user={user} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
