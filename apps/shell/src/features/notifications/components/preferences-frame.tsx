import type * as React from 'react';
import { Button, ErrorPanel, Skeleton } from '@familyhub/ui';
import { useMessages } from '@familyhub/ui/i18n';
import { notificationsMessages } from '../messages';
import type { usePreferencesDraft, PreferencesDraft } from '../use-preferences-draft';

/** Loading, error with Retry, then the editor and its Save button. */
export function PreferencesFrame({
  state,
  children,
}: {
  state: ReturnType<typeof usePreferencesDraft>;
  children: (editing: PreferencesDraft) => React.ReactNode;
}) {
  const t = useMessages(notificationsMessages);
  const { query, editing } = state;
  if (query.isError) {
    return (
      <ErrorPanel
        title={t('preferences.loadFailed')}
        message={query.error.message}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (!editing) {
    return (
      <div className="grid gap-2" aria-label={t('preferences.loading')}>
        <Skeleton className="h-8" />
        <Skeleton className="h-8" />
        <Skeleton className="h-8" />
      </div>
    );
  }
  return (
    <form
      className="grid gap-6"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void editing.save();
      }}
    >
      {children(editing)}
      <div>
        <Button type="submit" disabled={editing.saving}>
          {editing.saving ? t('preferences.saving') : t('preferences.save')}
        </Button>
      </div>
    </form>
  );
}
