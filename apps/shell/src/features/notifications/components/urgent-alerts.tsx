import { SwitchRow } from '../../shared/switch-row';
import type { PreferencesDraft } from '../use-preferences-draft';

export function UrgentAlerts({ editing, idPrefix }: { editing: PreferencesDraft; idPrefix: string }) {
  return (
    <SwitchRow
      id={`${idPrefix}-urgent`}
      label="Urgent alerts"
      description="A missed dose, an event within the hour, a bill due: sent to your channels at once."
      checked={editing.draft.urgentAlertEnabled}
      onCheckedChange={(v) => editing.set('urgentAlertEnabled', v)}
    />
  );
}
