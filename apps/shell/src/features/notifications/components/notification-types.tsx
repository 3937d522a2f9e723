import { SwitchRow } from '../../shared/switch-row';
import type { PreferencesDraft } from '../use-preferences-draft';

const types = [
  { field: 'taskNotifications', label: 'Tasks', description: 'Tasks assigned to you and tasks coming due.' },
  { field: 'eventNotifications', label: 'Events', description: 'Calendar events and their reminders.' },
  { field: 'messageNotifications', label: 'Messages', description: 'New messages from your family.' },
  {
    field: 'choreNotifications',
    label: 'Chores',
    description: 'Chores assigned to you and rewards to approve.',
  },
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
  const { draft, set } = editing;
  return (
    <div className="grid gap-1">
      {types
        .filter((t) => !only || only.includes(t.field))
        .map((t) => (
          <SwitchRow
            key={t.field}
            id={`${idPrefix}-${t.field}`}
            label={t.label}
            description={t.description}
            checked={draft[t.field]}
            onCheckedChange={(v) => set(t.field, v)}
          />
        ))}
    </div>
  );
}
