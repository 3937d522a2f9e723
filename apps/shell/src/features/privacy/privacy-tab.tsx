import type { FamilyMember } from '@familyhub/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@familyhub/ui';
import { useMessages } from '@familyhub/ui/i18n';
import { DataExportCard } from './data-export-card';
import { DeleteAccountCard } from './delete-account-card';
import { privacyMessages } from './messages';
import { PrivacySwitches } from './privacy-switches';

/** Settings › Privacy: the member's switches, Request Data Export, Delete Account (spec 001 §2). */
export function PrivacyTab({ user }: { user: FamilyMember }) {
  const t = useMessages(privacyMessages);
  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>{t('tab.title')}</CardTitle>
          <CardDescription>{t('tab.description')}</CardDescription>
        </CardHeader>
        <CardContent>
          <PrivacySwitches />
        </CardContent>
      </Card>
      <DataExportCard user={user} />
      <DeleteAccountCard user={user} />
    </div>
  );
}
