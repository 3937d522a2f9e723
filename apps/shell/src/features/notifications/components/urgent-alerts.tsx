import { SwitchRow } from '../../shared/switch-row';
import type { PreferencesDraft } from '../use-preferences-draft';

export function UrgentAlerts({ editing, idPrefix }: { editing: PreferencesDraft; idPrefix: string }) {
  return (
    <SwitchRow
      id={`${idPrefix}-urgent`}
      label="Urgent alerts"
      description="Alerts your family marks urgent reach you even during quiet hours."
      checked={editing.draft.urgentAlertEnabled}
      onCheckedChange={(v) => editing.set('urgentAlertEnabled', v)}
    />
  );
}
