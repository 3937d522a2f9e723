import { Button, FormField, Input, Select } from '@familyhub/ui';
import { useMessages } from '@familyhub/ui/i18n';
import { SwitchRow } from '../../shared/switch-row';
import { notificationsMessages } from '../messages';
import type { PreferencesDraft } from '../use-preferences-draft';

/** The zones the browser knows (every IANA name), or the member's own when it cannot list them. */
function knownZones(current: string): string[] {
  const list =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['UTC', current];
  return [...new Set(['UTC', current, ...list])];
}

/**
 * Quiet hours (default 22:00 to 07:00, spec 001 §9), read in the member's time zone; non-urgent notifications wait
 * until they end, urgent ones come through if the member lets them.
 */
export function QuietHours({ editing, idPrefix }: { editing: PreferencesDraft; idPrefix: string }) {
  const t = useMessages(notificationsMessages);
  const { draft, set, errors } = editing;
  const deviceZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <div className="grid gap-2">
      <SwitchRow
        id={`${idPrefix}-quiet-hours`}
        label={t('quiet.label')}
        description={t('quiet.description')}
        checked={draft.quietHoursEnabled}
        onCheckedChange={(v) => set('quietHoursEnabled', v)}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${idPrefix}-quiet-start`} label={t('quiet.start')} error={errors.quietHoursStart}>
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
        <FormField id={`${idPrefix}-quiet-end`} label={t('quiet.end')} error={errors.quietHoursEnd}>
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
      <SwitchRow
        id={`${idPrefix}-urgent-breaks`}
        label={t('quiet.urgentThrough')}
        description={t('quiet.urgentThrough.description')}
        checked={draft.urgentBreaksQuietHours}
        onCheckedChange={(v) => set('urgentBreaksQuietHours', v)}
      />
      <FormField
        id={`${idPrefix}-time-zone`}
        label={t('quiet.timeZone')}
        hint={t('quiet.timeZone.hint')}
        error={errors.timeZone}
      >
        {(control) => (
          <div className="flex flex-wrap items-center gap-2">
            <Select {...control} value={draft.timeZone} onChange={(e) => set('timeZone', e.target.value)}>
              {knownZones(draft.timeZone).map((zone) => (
                <option key={zone} value={zone}>
                  {zone}
                </option>
              ))}
            </Select>
            {deviceZone && deviceZone !== draft.timeZone ? (
              <Button type="button" variant="outline" size="sm" onClick={() => set('timeZone', deviceZone)}>
                {t('quiet.useDeviceZone', { zone: deviceZone })}
              </Button>
            ) : null}
          </div>
        )}
      </FormField>
    </div>
  );
}
