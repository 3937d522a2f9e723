import { useEncryptionStatus, useEncryptionTest, useSession } from '@familyhub/api-client';
import type { EncryptionStatus } from '@familyhub/contracts';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Skeleton,
  toast,
} from '@familyhub/ui';

/** "planning.emergency_contacts.phoneNumber" → "Emergency contacts: phone number". */
function protectedFieldGroups(fields: string[]): string[] {
  const groups = new Map<string, string[]>();
  for (const name of fields) {
    const [, table = '', field = ''] = name.split('.');
    const label = table.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());
    const words = field.replace(/([A-Z])/g, ' $1').toLowerCase();
    groups.set(label, [...(groups.get(label) ?? []), words]);
  }
  return [...groups].map(([table, words]) => `${table}: ${words.join(', ')}`);
}

function StatusRows({ status }: { status: EncryptionStatus }) {
  return (
    <dl className="grid gap-3 text-sm sm:grid-cols-[10rem_1fr]">
      <dt className="font-medium">Status</dt>
      <dd>
        <Badge variant={status.active ? 'success' : 'destructive'}>
          {status.active ? 'Active' : 'Not active'}
        </Badge>
      </dd>
      <dt className="font-medium">Algorithm</dt>
      <dd className="font-mono">{status.algorithm.toUpperCase()}</dd>
      <dt className="font-medium">Secure Key</dt>
      <dd>
        <Badge variant={status.keyAvailable ? 'success' : 'destructive'}>
          {status.keyAvailable ? 'Available' : 'Missing'}
        </Badge>
      </dd>
      <dt className="font-medium">Field Protection</dt>
      <dd className="grid gap-1">
        <span>
          {status.middleware ? 'On' : 'Off'} · {status.fieldsProtected.length} fields encrypted at rest
        </span>
        <ul className="list-disc pl-5 text-muted-foreground">
          {protectedFieldGroups(status.fieldsProtected).map((group) => (
            <li key={group}>{group}</li>
          ))}
        </ul>
      </dd>
    </dl>
  );
}

/** The admin encryption status panel (spec 000 §2, §8); renders nothing for parents and children. */
export function EncryptionPanel() {
  const session = useSession();
  const isAdmin = session.data?.user.role === 'admin';
  const status = useEncryptionStatus({ enabled: isAdmin });
  const test = useEncryptionTest();
  if (!isAdmin) return null;

  const checkStatus = async () => {
    const result = await status.refetch();
    if (result.isError || !result.data) {
      toast({ title: 'Failed to check encryption status', variant: 'destructive' });
    } else if (result.data.active) {
      toast({ title: 'Encryption system is active and working properly' });
    } else {
      toast({ title: 'Encryption system is not active', variant: 'destructive' });
    }
  };

  const runTest = () =>
    test.mutate(undefined, {
      onSuccess: (result) =>
        result.success
          ? toast({ title: 'Test Passed', description: result.message })
          : toast({ title: 'Test Failed', description: result.message, variant: 'destructive' }),
      onError: () => toast({ title: 'Failed to run encryption test', variant: 'destructive' }),
    });

  return (
    <Card aria-labelledby="encryption-panel-title">
      <CardHeader>
        <CardTitle id="encryption-panel-title">Data encryption</CardTitle>
        <CardDescription>
          Sensitive fields are stored encrypted and decrypted only by the service that owns them. Only admins
          see this panel.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {status.isPending ? (
          <div className="grid gap-2" aria-label="Loading encryption status">
            <Skeleton className="h-5 w-48" />
            <Skeleton className="h-5 w-64" />
            <Skeleton className="h-5 w-40" />
          </div>
        ) : status.isError ? (
          <p className="text-sm text-destructive">
            Failed to check encryption status: {status.error.message}
          </p>
        ) : (
          <StatusRows status={status.data} />
        )}
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => void checkStatus()} disabled={status.isFetching}>
            {status.isFetching ? 'Checking…' : 'Check Status'}
          </Button>
          <Button variant="outline" onClick={runTest} disabled={test.isPending}>
            {test.isPending ? 'Testing…' : 'Test Encryption'}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
