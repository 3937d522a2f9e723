import type * as React from 'react';
import { errorMessage } from '@familyhub/api-client';
import type { FamilySettings, UpdateFamilySettingsBody } from '@familyhub/contracts';
import { ErrorPanel, Skeleton, toast } from '@familyhub/ui';
import { useFamilySettings, useUpdateFamilySettings } from './api/use-family-settings';

/** The family's settings once loaded (a Retry panel on failure, a skeleton named `loadingLabel` meanwhile). */
export function FamilySettingsFrame({
  loadingLabel,
  children,
}: {
  loadingLabel: string;
  children: (settings: FamilySettings) => React.ReactNode;
}) {
  const settings = useFamilySettings();
  if (settings.isError) {
    return (
      <ErrorPanel
        title="Failed to load the family’s settings"
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
  const update = useUpdateFamilySettings();
  const save = (
    body: UpdateFamilySettingsBody,
    savedText: (saved: FamilySettings) => string,
    onSaved?: () => void,
  ) =>
    update.mutate(body, {
      onSuccess: (saved) => {
        onSaved?.();
        toast({ title: 'Family Updated', description: savedText(saved) });
      },
      onError: (error) =>
        toast({ title: 'Failed to update family', description: errorMessage(error), variant: 'destructive' }),
    });
  return { save, isPending: update.isPending };
}
