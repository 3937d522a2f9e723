import * as React from 'react';
import { useForm, type Path, type PathValue } from 'react-hook-form';
import { saveNotificationPreferencesBody, type NotificationPreferences } from '@familyhub/contracts';
import { toast } from '@familyhub/ui';
import { contractResolver } from '@familyhub/ui/forms';
import { useMessages } from '@familyhub/ui/i18n';
import {
  useNotificationPreferences,
  useSaveNotificationPreferences,
} from './api/use-notification-preferences';
import { notificationsMessages } from './messages';

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
 * The member's notification preferences being edited: a react-hook-form form over the server's answer, checked
 * with the contract the server checks with (contractResolver), then saved whole. The Settings tab and /notifications
 * both edit through it; its switches and fields set values through `set`.
 */
export function usePreferencesDraft(userId: number) {
  const t = useMessages(notificationsMessages);
  const query = useNotificationPreferences(userId);
  const saveMutation = useSaveNotificationPreferences(userId);
  const form = useForm({
    resolver: contractResolver(saveNotificationPreferencesBody, (values: NotificationPreferences) => values),
    // Follows the server's answer (a save, another device), keeping what the member is still editing.
    values: query.data,
    resetOptions: { keepDirtyValues: true },
  });
  const { setValue, clearErrors } = form;
  // Until the form has taken the first answer in, the answer itself is the draft.
  const watched = form.watch();
  const draft = query.data ? { ...query.data, ...watched } : undefined;
  const { errors: fieldErrors, isSubmitting, isDirty } = form.formState;

  const set = React.useCallback(
    <K extends keyof NotificationPreferences>(field: K, value: NotificationPreferences[K]) => {
      const name = field as Path<NotificationPreferences>;
      setValue(name, value as PathValue<NotificationPreferences, typeof name>, { shouldDirty: true });
      clearErrors(name);
    },
    [setValue, clearErrors],
  );

  const save = form.handleSubmit(async (body) => {
    try {
      const saved = await saveMutation.mutateAsync(body);
      form.reset(saved);
      toast({ title: t('preferences.saved'), description: t('preferences.savedDetail') });
    } catch {
      toast({
        title: t('preferences.saveFailed'),
        description: t('preferences.saveFailedDetail'),
        variant: 'destructive',
      });
    }
  });

  const errors: PreferenceErrors = {};
  for (const [field, error] of Object.entries(fieldErrors)) {
    if (error?.message) errors[field as keyof NotificationPreferences] = error.message;
  }

  const editing: PreferencesDraft | undefined = draft
    ? { draft, set, errors, save: () => save(), saving: isSubmitting, dirty: isDirty }
    : undefined;
  return { query, editing };
}
