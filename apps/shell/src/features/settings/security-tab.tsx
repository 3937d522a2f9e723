import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@familyhub/ui';
import { ActiveSessions } from './active-sessions';
import { ApiTokensCard } from './api-tokens-card';
import { EncryptionPanel } from './encryption-panel';
import { PasswordForm } from './password-form';
import { TwoFactorCard } from './two-factor-card';

export function SecurityTab() {
  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>Change password</CardTitle>
          <CardDescription>Changing it signs you out on every other device.</CardDescription>
        </CardHeader>
        <CardContent>
          <PasswordForm />
        </CardContent>
      </Card>
      <TwoFactorCard />
      <EncryptionPanel />
      <Card>
        <CardHeader>
          <CardTitle>Active sessions</CardTitle>
          <CardDescription>The devices signed in to your account.</CardDescription>
        </CardHeader>
        <CardContent>
          <ActiveSessions />
        </CardContent>
      </Card>
      <ApiTokensCard />
    </div>
  );
}
