import type * as React from 'react';
import { errorMessage } from '@familyhub/api-client';
import type { FamilySettings, UpdateFamilySettingsBody } from '@familyhub/contracts';
import { ErrorPanel, Skeleton, toast } from '@familyhub/ui';
import { useMessages } from '@familyhub/ui/i18n';
import { useFamilySettings, useUpdateFamilySettings } from './api/use-family-settings';
import { familyMessages } from './messages';

/** The family's settings once loaded (a Retry panel on failure, a skeleton named `loadingLabel` meanwhile). */
export function FamilySettingsFrame({
  loadingLabel,
  children,
}: {
  loadingLabel: string;
  children: (settings: FamilySettings) => React.ReactNode;
}) {
  const t = useMessages(familyMessages);
  const settings = useFamilySettings();
  if (settings.isError) {
    return (
      <ErrorPanel
        title={t('settings.loadFailed')}
        message={settings.error.message}
        onRetry={() => void settings.refetch()}
      />
    );
  }
  if (!settings.data) return <Skeleton className="h-16" aria-label={loadingLabel} />;
  return children(settings.data);
}

/** Saves a change of the family's settings and says how it went in a toast (`savedText` of what was saved). */
export function useSaveFamilySettings() {
  const t = useMessages(familyMessages);
  const update = useUpdateFamilySettings();
  const save = (
    body: UpdateFamilySettingsBody,
    savedText: (saved: FamilySettings) => string,
    onSaved?: () => void,
  ) =>
    update.mutate(body, {
      onSuccess: (saved) => {
        onSaved?.();
        toast({ title: t('settings.saved'), description: savedText(saved) });
      },
      onError: (error) =>
        toast({ title: t('settings.saveFailed'), description: errorMessage(error), variant: 'destructive' }),
    });
  return { save, isPending: update.isPending };
}
