import type { NotificationChannelStatus } from '@familyhub/contracts';
import { useMessages } from '@familyhub/ui/i18n';
import { notificationsMessages } from '../messages';

/** What this FamilyHub can actually send on, said plainly, so nobody waits for a message that will not come. */
export function DeliveryStatus({ channels }: { channels: NotificationChannelStatus | undefined }) {
  const t = useMessages(notificationsMessages);
  if (!channels) return null;
  const lines = [
    channels.email.transport === 'smtp' ? t('status.emailSmtp') : t('status.emailOutbox'),
    channels.push.configured ? null : t('status.noPush'),
    channels.telegram.configured ? null : t('status.noTelegram'),
    t('status.noSmsVoice'),
  ].filter((line): line is string => line !== null);
  return (
    <ul
      aria-label={t('status.label')}
      className="grid gap-1 rounded-md border border-border bg-muted/40 px-3 py-2 text-xs text-muted-foreground"
    >
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}
