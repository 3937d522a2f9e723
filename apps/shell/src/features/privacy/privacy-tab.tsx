import type { FamilyMember } from '@familyhub/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@familyhub/ui';
import { DataExportCard } from './data-export-card';
import { DeleteAccountCard } from './delete-account-card';
import { PrivacySwitches } from './privacy-switches';

/** Settings › Privacy: the member's switches, Request Data Export, Delete Account (spec 001 §2). */
export function PrivacyTab({ user }: { user: FamilyMember }) {
  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>Privacy</CardTitle>
          <CardDescription>
            What your family sees of you, and what FamilyHub may do with how you use it. Saved as you switch.
          </CardDescription>
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
