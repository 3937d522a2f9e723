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
import { useMessages } from '@familyhub/ui/i18n';
import settingsEnglish from './messages/en.json';
import { settingsMessages } from './messages';

type SettingsKey = keyof typeof settingsEnglish;

/**
 * "planning.emergency_contacts.phoneNumber" → "Emergency contacts: phone number", in the member's language; a table or
 * field the catalogue does not name yet reads as its name with the underscores and capitals spelled out.
 */
function protectedFieldGroups(fields: string[], t: ReturnType<typeof useMessages<SettingsKey>>): string[] {
  const known = (key: string) => key in settingsEnglish;
  const groups = new Map<string, string[]>();
  for (const name of fields) {
    const [, table = '', field = ''] = name.split('.');
    const tableKey = `encryption.table.${table}`;
    const fieldKey = `encryption.field.${field}`;
    const label = known(tableKey)
      ? t(tableKey as SettingsKey)
      : table.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());
    const words = known(fieldKey)
      ? t(fieldKey as SettingsKey)
      : field.replace(/([A-Z])/g, ' $1').toLowerCase();
    groups.set(label, [...(groups.get(label) ?? []), words]);
  }
  return [...groups].map(([table, words]) => t('encryption.fieldGroup', { table, fields: words.join(', ') }));
}

function StatusRows({ status }: { status: EncryptionStatus }) {
  const t = useMessages(settingsMessages);
  return (
    <dl className="grid gap-3 text-sm sm:grid-cols-[10rem_1fr]">
      <dt className="font-medium">{t('encryption.status')}</dt>
      <dd>
        <Badge variant={status.active ? 'success' : 'destructive'}>
          {status.active ? t('encryption.active') : t('encryption.notActive')}
        </Badge>
      </dd>
      <dt className="font-medium">{t('encryption.algorithm')}</dt>
      <dd className="font-mono">{status.algorithm.toUpperCase()}</dd>
      <dt className="font-medium">{t('encryption.key')}</dt>
      <dd>
        <Badge variant={status.keyAvailable ? 'success' : 'destructive'}>
          {status.keyAvailable ? t('encryption.keyAvailable') : t('encryption.keyMissing')}
        </Badge>
      </dd>
      <dt className="font-medium">{t('encryption.fields')}</dt>
      <dd className="grid gap-1">
        <span>
          {t('encryption.fieldsSummary', {
            protection: status.middleware ? 'on' : 'off',
            count: status.fieldsProtected.length,
          })}
        </span>
        <ul className="list-disc ps-5 text-muted-foreground">
          {protectedFieldGroups(status.fieldsProtected, t).map((group) => (
            <li key={group}>{group}</li>
          ))}
        </ul>
      </dd>
    </dl>
  );
}

/** The admin encryption status panel (spec 000 §2, §8); renders nothing for parents and children. */
export function EncryptionPanel() {
  const t = useMessages(settingsMessages);
  const session = useSession();
  const isAdmin = session.data?.user.role === 'admin';
  const status = useEncryptionStatus({ enabled: isAdmin });
  const test = useEncryptionTest();
  if (!isAdmin) return null;

  const checkStatus = async () => {
    const result = await status.refetch();
    if (result.isError || !result.data) {
      toast({ title: t('encryption.checkFailed'), variant: 'destructive' });
    } else if (result.data.active) {
      toast({ title: t('encryption.working') });
    } else {
      toast({ title: t('encryption.notWorking'), variant: 'destructive' });
    }
  };

  const runTest = () =>
    test.mutate(undefined, {
      onSuccess: (result) =>
        result.success
          ? toast({ title: t('encryption.testPassed'), description: result.message })
          : toast({ title: t('encryption.testFailed'), description: result.message, variant: 'destructive' }),
      onError: () => toast({ title: t('encryption.testRunFailed'), variant: 'destructive' }),
    });

  return (
    <Card aria-labelledby="encryption-panel-title">
      <CardHeader>
        <CardTitle id="encryption-panel-title">{t('encryption.title')}</CardTitle>
        <CardDescription>{t('encryption.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {status.isPending ? (
          <div className="grid gap-2" aria-label={t('encryption.loading')}>
            <Skeleton className="h-5 w-48" />
            <Skeleton className="h-5 w-64" />
            <Skeleton className="h-5 w-40" />
          </div>
        ) : status.isError ? (
          <p className="text-sm text-destructive">
            {t('encryption.loadFailed', { reason: status.error.message })}
          </p>
        ) : (
          <StatusRows status={status.data} />
        )}
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => void checkStatus()} disabled={status.isFetching}>
            {status.isFetching ? t('encryption.checking') : t('encryption.check')}
          </Button>
          <Button variant="outline" onClick={runTest} disabled={test.isPending}>
            {test.isPending ? t('encryption.testing') : t('encryption.test')}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
