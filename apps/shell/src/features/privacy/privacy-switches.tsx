import { errorMessage } from '@familyhub/api-client';
import type { PrivacySettings } from '@familyhub/contracts';
import { ErrorPanel, Skeleton, toast } from '@familyhub/ui';
import { useMessages } from '@familyhub/ui/i18n';
import { SwitchRow } from '../shared/switch-row';
import { usePrivacySettings, useSavePrivacySettings } from './api/use-privacy-settings';
import { privacyMessages } from './messages';

// Each switch's label is `switches.<key>` in the catalogue, its description `switches.<key>Detail`.
const switches = [
  { field: 'familyProfileVisible', key: 'familyProfile' },
  { field: 'activityStatusVisible', key: 'activityStatus' },
  { field: 'taskCompletionSharing', key: 'taskCompletion' },
  { field: 'analyticsEnabled', key: 'analytics' },
  { field: 'personalizationEnabled', key: 'personalization' },
] as const satisfies readonly { field: keyof PrivacySettings; key: string }[];

/** The member's own privacy switches, each saved on the server as soon as it is flipped. */
export function PrivacySwitches() {
  const t = useMessages(privacyMessages);
  const settings = usePrivacySettings();
  const save = useSavePrivacySettings();
  if (settings.isError) {
    return (
      <ErrorPanel
        title={t('switches.loadFailed')}
        message={settings.error.message}
        onRetry={() => void settings.refetch()}
      />
    );
  }
  if (!settings.data) {
    return (
      <div className="grid gap-2" aria-label={t('switches.loading')}>
        <Skeleton className="h-8" />
        <Skeleton className="h-8" />
      </div>
    );
  }
  const current = settings.data;
  const flip = (field: keyof PrivacySettings, value: boolean) =>
    save.mutate(
      { ...current, [field]: value },
      {
        onError: (error) =>
          toast({
            title: t('switches.saveFailed'),
            description: errorMessage(error),
            variant: 'destructive',
          }),
      },
    );
  return (
    <div className="grid gap-1">
      <p className="text-xs text-muted-foreground">{t('switches.note')}</p>
      {switches.map((s) => (
        <SwitchRow
          key={s.field}
          id={`privacy-${s.field}`}
          label={t(`switches.${s.key}`)}
          description={t(`switches.${s.key}Detail`)}
          checked={current[s.field]}
          onCheckedChange={(value) => flip(s.field, value)}
        />
      ))}
    </div>
  );
}
