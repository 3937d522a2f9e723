import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@familyhub/ui';
import { ActiveSessions } from './active-sessions';
import { PasswordForm } from './password-form';

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
      <Card>
        <CardHeader>
          <CardTitle>Two-factor authentication</CardTitle>
          <CardDescription>Coming soon: sign-in codes from an authenticator app (TOTP), with backup codes.</CardDescription>
        </CardHeader>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Data encryption</CardTitle>
          <CardDescription>
            Coming soon: the status of the encryption that protects sensitive fields such as private notes and medication details.
          </CardDescription>
        </CardHeader>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Active sessions</CardTitle>
          <CardDescription>The devices signed in to your account.</CardDescription>
        </CardHeader>
        <CardContent>
          <ActiveSessions />
        </CardContent>
      </Card>
    </div>
  );
}
