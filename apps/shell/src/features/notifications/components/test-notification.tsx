import { notificationChannels, type NotificationChannel } from '@familyhub/contracts';
import { Button, toast } from '@familyhub/ui';
import { useMessages } from '@familyhub/ui/i18n';
import { useSendTestNotification } from '../api/use-notifications';
import { notificationsMessages } from '../messages';

const sendKey = {
  email: 'test.send.email',
  push: 'test.send.push',
  telegram: 'test.send.telegram',
} as const satisfies Record<NotificationChannel, string>;

/** "Send a test" on each channel: it goes out now (quiet hours do not hold it) and the toast says how it went. */
export function TestNotification() {
  const t = useMessages(notificationsMessages);
  const send = useSendTestNotification();
  const test = async (channel: NotificationChannel) => {
    try {
      const answer = await send.mutateAsync(channel);
      toast({
        title: answer.status === 'sent' ? t('test.sent') : t('test.notSent'),
        description: answer.message,
        variant: answer.status === 'sent' ? undefined : 'destructive',
      });
    } catch (error) {
      toast({
        title: t('test.notSent'),
        description: error instanceof Error ? error.message : t('test.tryAgain'),
        variant: 'destructive',
      });
    }
  };
  return (
    <div className="flex flex-wrap gap-2" aria-label={t('test.group')} role="group">
      {notificationChannels.map((channel) => (
        <Button
          key={channel}
          type="button"
          variant="outline"
          size="sm"
          disabled={send.isPending}
          onClick={() => void test(channel)}
        >
          {t(sendKey[channel])}
        </Button>
      ))}
    </div>
  );
}
