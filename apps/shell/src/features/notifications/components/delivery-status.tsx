import type { NotificationChannelStatus } from '@familyhub/contracts';

/** What this FamilyHub can actually send on, said plainly, so nobody waits for a message that will not come. */
export function DeliveryStatus({ channels }: { channels: NotificationChannelStatus | undefined }) {
  if (!channels) return null;
  const lines = [
    channels.email.transport === 'smtp'
      ? 'Email is sent by this FamilyHub’s mail server.'
      : 'No mail server is set up: emails are kept in the operator’s outbox instead of being sent.',
    channels.push.configured ? null : 'Push notifications are not set up on this FamilyHub.',
    channels.telegram.configured ? null : 'Telegram is not set up on this FamilyHub.',
    'SMS and voice calls need a provider this FamilyHub does not have: those switches are kept, nothing is sent.',
  ].filter((line): line is string => line !== null);
  return (
    <ul
      aria-label="What this FamilyHub can send"
      className="grid gap-1 rounded-md border border-border bg-muted/40 px-3 py-2 text-xs text-muted-foreground"
    >
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}
