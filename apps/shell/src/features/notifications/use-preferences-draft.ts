import * as React from 'react';
import { saveNotificationPreferencesBody, type NotificationPreferences } from '@familyhub/contracts';
import { toast } from '@familyhub/ui';
import {
  useNotificationPreferences,
  useSaveNotificationPreferences,
} from './api/use-notification-preferences';

export type PreferenceErrors = Partial<Record<keyof NotificationPreferences, string>>;

export interface PreferencesDraft {
  draft: NotificationPreferences;
  set<K extends keyof NotificationPreferences>(field: K, value: NotificationPreferences[K]): void;
  errors: PreferenceErrors;
  save(): Promise<void>;
  saving: boolean;
  dirty: boolean;
}

/**
 * The member's notification preferences being edited: loaded from the server, changed locally, checked with the
 * same contract as the server, then saved whole. The Settings tab and /notifications both edit through it.
 */
export function usePreferencesDraft(userId: number) {
  const query = useNotificationPreferences(userId);
  const saveMutation = useSaveNotificationPreferences(userId);
  const [changes, setChanges] = React.useState<Partial<NotificationPreferences>>({});
  const [errors, setErrors] = React.useState<PreferenceErrors>({});
  const draft = query.data ? { ...query.data, ...changes } : undefined;

  const set = React.useCallback(
    <K extends keyof NotificationPreferences>(field: K, value: NotificationPreferences[K]) => {
      setChanges((current) => ({ ...current, [field]: value }));
      setErrors((current) => ({ ...current, [field]: undefined }));
    },
    [],
  );

  const save = async () => {
    if (!draft) return;
    const checked = saveNotificationPreferencesBody.safeParse(draft);
    if (!checked.success) {
      const found: PreferenceErrors = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0] as keyof NotificationPreferences | undefined;
        if (field && !found[field]) found[field] = issue.message;
      }
      setErrors(found);
      return;
    }
    try {
      await saveMutation.mutateAsync(draft);
      setChanges({});
      toast({ title: 'Preferences Saved', description: 'Your notification preferences have been saved.' });
    } catch {
      toast({
        title: 'Save Failed',
        description: 'Failed to save notification preferences. Please try again.',
        variant: 'destructive',
      });
    }
  };

  const editing: PreferencesDraft | undefined = draft
    ? { draft, set, errors, save, saving: saveMutation.isPending, dirty: Object.keys(changes).length > 0 }
    : undefined;
  return { query, editing };
}
