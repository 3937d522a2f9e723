import { FormField, Input } from '@familyhub/ui';
import { SwitchRow } from '../../shared/switch-row';
import type { PreferencesDraft } from '../use-preferences-draft';

/** Quiet hours (default 22:00 to 07:00, spec 001 §9); urgent alerts still come through. */
export function QuietHours({ editing, idPrefix }: { editing: PreferencesDraft; idPrefix: string }) {
  const { draft, set, errors } = editing;
  return (
    <div className="grid gap-2">
      <SwitchRow
        id={`${idPrefix}-quiet-hours`}
        label="Quiet hours"
        description="No notifications between these times, except urgent alerts."
        checked={draft.quietHoursEnabled}
        onCheckedChange={(v) => set('quietHoursEnabled', v)}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${idPrefix}-quiet-start`} label="Start time" error={errors.quietHoursStart}>
          {(control) => (
            <Input
              {...control}
              type="time"
              disabled={!draft.quietHoursEnabled}
              value={draft.quietHoursStart}
              onChange={(e) => set('quietHoursStart', e.target.value)}
            />
          )}
        </FormField>
        <FormField id={`${idPrefix}-quiet-end`} label="End time" error={errors.quietHoursEnd}>
          {(control) => (
            <Input
              {...control}
              type="time"
              disabled={!draft.quietHoursEnabled}
              value={draft.quietHoursEnd}
              onChange={(e) => set('quietHoursEnd', e.target.value)}
            />
          )}
        </FormField>
      </div>
    </div>
  );
}
