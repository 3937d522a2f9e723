import { useMessages } from '@familyhub/ui/i18n';
import { SwitchRow } from '../../shared/switch-row';
import { notificationsMessages } from '../messages';
import type { PreferencesDraft } from '../use-preferences-draft';

export function UrgentAlerts({ editing, idPrefix }: { editing: PreferencesDraft; idPrefix: string }) {
  const t = useMessages(notificationsMessages);
  return (
    <SwitchRow
      id={`${idPrefix}-urgent`}
      label={t('urgent.label')}
      description={t('urgent.description')}
      checked={editing.draft.urgentAlertEnabled}
      onCheckedChange={(v) => editing.set('urgentAlertEnabled', v)}
    />
  );
}
