import { useMessages } from '@familyhub/ui/i18n';
import { SwitchRow } from '../../shared/switch-row';
import { notificationsMessages } from '../messages';
import type { PreferencesDraft } from '../use-preferences-draft';

// Each type's label is `types.<key>` in the catalogue, its description `types.<key>.description`.
const types = [
  { field: 'taskNotifications', key: 'tasks' },
  { field: 'eventNotifications', key: 'events' },
  { field: 'messageNotifications', key: 'messages' },
  { field: 'choreNotifications', key: 'chores' },
] as const;

/** Which kinds of notification the member wants. */
export function NotificationTypes({
  editing,
  idPrefix,
  only,
}: {
  editing: PreferencesDraft;
  idPrefix: string;
  only?: (typeof types)[number]['field'][];
}) {
  const t = useMessages(notificationsMessages);
  const { draft, set } = editing;
  return (
    <div className="grid gap-1">
      {types
        .filter((type) => !only || only.includes(type.field))
        .map((type) => (
          <SwitchRow
            key={type.field}
            id={`${idPrefix}-${type.field}`}
            label={t(`types.${type.key}`)}
            description={t(`types.${type.key}.description`)}
            checked={draft[type.field]}
            onCheckedChange={(v) => set(type.field, v)}
          />
        ))}
    </div>
  );
}
