import { errorMessage } from '@familyhub/api-client';
import type { PrivacySettings } from '@familyhub/contracts';
import { ErrorPanel, Skeleton, toast } from '@familyhub/ui';
import { SwitchRow } from '../shared/switch-row';
import { usePrivacySettings, useSavePrivacySettings } from './api/use-privacy-settings';

const switches: { field: keyof PrivacySettings; label: string; description: string }[] = [
  {
    field: 'familyProfileVisible',
    label: 'Family profile',
    description: 'Your family members can see your profile (name, photo, colour).',
  },
  {
    field: 'activityStatusVisible',
    label: 'Activity status',
    description: 'Your family can see when you were last active.',
  },
  {
    field: 'taskCompletionSharing',
    label: 'Task completion',
    description: 'Your family is told when you complete a task.',
  },
  {
    field: 'analyticsEnabled',
    label: 'Analytics',
    description: 'Allow anonymous usage statistics. FamilyHub collects none today; this records your choice.',
  },
  {
    field: 'personalizationEnabled',
    label: 'Personalization',
    description:
      'Allow suggestions based on how you use FamilyHub. None are made today; this records your choice.',
  },
];

/** The member's own privacy switches, each saved on the server as soon as it is flipped. */
export function PrivacySwitches() {
  const settings = usePrivacySettings();
  const save = useSavePrivacySettings();
  if (settings.isError) {
    return (
      <ErrorPanel
        title="Failed to load privacy settings"
        message={settings.error.message}
        onRetry={() => void settings.refetch()}
      />
    );
  }
  if (!settings.data) {
    return (
      <div className="grid gap-2" aria-label="Loading privacy settings">
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
            title: 'Failed to save privacy settings',
            description: errorMessage(error),
            variant: 'destructive',
          }),
      },
    );
  return (
    <div className="grid gap-1">
      <p className="text-xs text-muted-foreground">
        Your choices are saved with your account. The family screens do not yet hide profiles, activity or
        task completions, so for now these switches record what you want.
      </p>
      {switches.map((s) => (
        <SwitchRow
          key={s.field}
          id={`privacy-${s.field}`}
          label={s.label}
          description={s.description}
          checked={current[s.field]}
          onCheckedChange={(value) => flip(s.field, value)}
        />
      ))}
    </div>
  );
}
