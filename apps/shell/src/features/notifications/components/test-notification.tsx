import { notificationChannels, type NotificationChannel } from '@familyhub/contracts';
import { Button, toast } from '@familyhub/ui';
import { useSendTestNotification } from '../api/use-notifications';

const label: Record<NotificationChannel, string> = { email: 'email', push: 'push', telegram: 'Telegram' };

/** "Send a test" on each channel: it goes out now (quiet hours do not hold it) and the toast says how it went. */
export function TestNotification() {
  const send = useSendTestNotification();
  const test = async (channel: NotificationChannel) => {
    try {
      const answer = await send.mutateAsync(channel);
      toast({
        title: answer.status === 'sent' ? 'Test sent' : 'Test not sent',
        description: answer.message,
        variant: answer.status === 'sent' ? undefined : 'destructive',
      });
    } catch (error) {
      toast({
        title: 'Test not sent',
        description: error instanceof Error ? error.message : 'Please try again.',
        variant: 'destructive',
      });
    }
  };
  return (
    <div className="flex flex-wrap gap-2" aria-label="Send a test notification" role="group">
      {notificationChannels.map((channel) => (
        <Button
          key={channel}
          type="button"
          variant="outline"
          size="sm"
          disabled={send.isPending}
          onClick={() => void test(channel)}
        >
          Send a test {label[channel]}
        </Button>
      ))}
    </div>
  );
}
