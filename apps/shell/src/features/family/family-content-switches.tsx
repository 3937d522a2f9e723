import { errorMessage } from '@familyhub/api-client';
import { ErrorPanel, Skeleton, toast } from '@familyhub/ui';
import { SwitchRow } from '../shared/switch-row';
import { useFamilySettings, useUpdateFamilySettings } from './api/use-family-settings';

/** Content filtering and content sharing, saved on the family; only the admin may flip them. */
export function FamilyContentSwitches({ editable }: { editable: boolean }) {
  const settings = useFamilySettings();
  const update = useUpdateFamilySettings();
  if (settings.isError) {
    return (
      <ErrorPanel
        title="Failed to load the family’s settings"
        message={settings.error.message}
        onRetry={() => void settings.refetch()}
      />
    );
  }
  if (!settings.data) return <Skeleton className="h-16" aria-label="Loading the family’s content settings" />;
  const change = (body: { contentFiltering: boolean } | { contentSharing: boolean }) =>
    update.mutate(body, {
      onSuccess: () =>
        toast({ title: 'Family Updated', description: 'The family’s content settings have been saved.' }),
      onError: (error) =>
        toast({
          title: 'Failed to update family',
          description: errorMessage(error),
          variant: 'destructive',
        }),
    });
  return (
    <div className="grid gap-1">
      <SwitchRow
        id="family-content-filtering"
        label="Content filtering"
        description="Keep content the family shares suitable for children."
        checked={settings.data.contentFiltering}
        disabled={!editable || update.isPending}
        onCheckedChange={(value) => change({ contentFiltering: value })}
      />
      <SwitchRow
        id="family-content-sharing"
        label="Content sharing"
        description="Let members share lists and plans outside the family."
        checked={settings.data.contentSharing}
        disabled={!editable || update.isPending}
        onCheckedChange={(value) => change({ contentSharing: value })}
      />
      <p className="text-xs text-muted-foreground">
        Saved for the whole family. No FamilyHub area filters or shares content yet; these record the family’s
        choice.
      </p>
      {editable ? null : (
        <p className="text-xs text-muted-foreground">Only the family admin can change these.</p>
      )}
    </div>
  );
}
