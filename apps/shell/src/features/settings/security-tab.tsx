import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@familyhub/ui';
import { useMessages } from '@familyhub/ui/i18n';
import { ActiveSessions } from './active-sessions';
import { ApiTokensCard } from './api-tokens-card';
import { EncryptionPanel } from './encryption-panel';
import { settingsMessages } from './messages';
import { PasswordForm } from './password-form';
import { TwoFactorCard } from './two-factor-card';

export function SecurityTab() {
  const t = useMessages(settingsMessages);
  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>{t('security.password.title')}</CardTitle>
          <CardDescription>{t('security.password.description')}</CardDescription>
        </CardHeader>
        <CardContent>
          <PasswordForm />
        </CardContent>
      </Card>
      <TwoFactorCard />
      <EncryptionPanel />
      <Card>
        <CardHeader>
          <CardTitle>{t('security.sessions.title')}</CardTitle>
          <CardDescription>{t('security.sessions.description')}</CardDescription>
        </CardHeader>
        <CardContent>
          <ActiveSessions />
        </CardContent>
      </Card>
      <ApiTokensCard />
    </div>
  );
}
