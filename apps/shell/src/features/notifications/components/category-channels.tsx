import {
  notificationCategories,
  notificationChannels,
  type NotificationCategory,
  type NotificationChannel,
} from '@familyhub/contracts';
import { useMessages } from '@familyhub/ui/i18n';
import { notificationsMessages } from '../messages';
import type { PreferencesDraft } from '../use-preferences-draft';

const channelKey = {
  email: 'channel.email',
  push: 'channel.push',
  telegram: 'channel.telegram',
} as const satisfies Record<NotificationChannel, string>;

/**
 * What is sent where: one row per category, one checkbox per channel (issue #30). A channel switched off above
 * sends nothing whatever is ticked here, and the column says so.
 */
export function CategoryChannels({ editing, idPrefix }: { editing: PreferencesDraft; idPrefix: string }) {
  const t = useMessages(notificationsMessages);
  const { draft, set } = editing;
  const channelOn: Record<NotificationChannel, boolean> = {
    email: draft.emailEnabled,
    push: draft.pushEnabled,
    telegram: draft.telegramEnabled,
  };
  const toggle = (category: NotificationCategory, channel: NotificationChannel, on: boolean) => {
    const current = draft.categoryChannels[category];
    const next = on ? [...new Set([...current, channel])] : current.filter((c) => c !== channel);
    set('categoryChannels', { ...draft.categoryChannels, [category]: next });
  };
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">{t('categories.caption')}</caption>
        <thead>
          <tr className="text-start text-xs text-muted-foreground">
            <th scope="col" className="py-2 pe-2 font-medium">
              {t('categories.notification')}
            </th>
            {notificationChannels.map((channel) => (
              <th key={channel} scope="col" className="px-2 py-2 text-center font-medium">
                {t(channelKey[channel])}
                {channelOn[channel] ? null : <span className="block font-normal">{t('categories.off')}</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {notificationCategories.map((category) => {
            // The shell's copy of contracts' notificationCategoryLabels (English identical), in the member's language.
            const label = t(`category.${category}`);
            const hint = t(`category.${category}.hint`);
            return (
              <tr key={category} className="border-t border-border">
                <th scope="row" className="py-2 pe-2 text-start font-normal">
                  <span className="block">{label}</span>
                  <span className="block text-xs text-muted-foreground">{hint}</span>
                </th>
                {notificationChannels.map((channel) => {
                  const id = `${idPrefix}-${category}-${channel}`;
                  return (
                    <td key={channel} className="px-2 py-2 text-center">
                      <input
                        id={id}
                        type="checkbox"
                        className="size-4 accent-primary"
                        aria-label={t('categories.checkbox', {
                          category: label,
                          channel: t(channelKey[channel]),
                        })}
                        checked={draft.categoryChannels[category].includes(channel)}
                        onChange={(e) => toggle(category, channel, e.target.checked)}
                      />
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
