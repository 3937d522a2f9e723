import { lastServerAnswerAt, useWriteQueue, writeQueue } from '@familyhub/api-client';
import { Button } from '@familyhub/ui';
import { useFormats, useMessages } from '@familyhub/ui/i18n';
import { useOnline } from '../hooks/use-online';
import { offlineMessages } from '../messages';

const timeOptions: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit' };

/**
 * Above every signed-in page (issue #31): with no network, that the page shows what was there when the server last
 * answered, and how many changes wait to be sent; once back, that they are being sent; and any change the server
 * refused when it was replayed, with what happened, until the member dismisses it.
 */
export function OfflineStatus() {
  const online = useOnline();
  const { pending, conflicts, syncing } = useWriteQueue();
  const lastAnswer = online ? null : lastServerAnswerAt();
  const t = useMessages(offlineMessages);
  const formats = useFormats();
  const count = pending.length;

  return (
    <>
      {!online ? (
        <p
          role="status"
          className="mb-4 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
        >
          {lastAnswer
            ? t('status.offlineAt', { time: formats.time(lastAnswer, timeOptions), count })
            : t('status.offline', { count })}
        </p>
      ) : pending.length > 0 ? (
        <p role="status" className="mb-4 rounded-md border border-border bg-muted px-3 py-2 text-sm">
          {syncing ? t('status.syncing', { count }) : t('status.waiting', { count })}
        </p>
      ) : null}
      {conflicts.length > 0 ? (
        <section
          role="alert"
          aria-label={t('conflicts.label')}
          className="mb-4 rounded-md border border-destructive/50 bg-destructive/10 px-3 py-2 text-sm"
        >
          <h2 className="font-medium">{t('conflicts.title')}</h2>
          <ul className="mt-1 space-y-1">
            {conflicts.map((conflict) => (
              <li key={conflict.key} className="flex flex-wrap items-center justify-between gap-2">
                <span>
                  {conflict.label}: {conflict.message}
                </span>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => void writeQueue().dismissConflict(conflict.key)}
                  aria-label={t('conflicts.dismissLabel', { label: conflict.label })}
                >
                  {t('conflicts.dismiss')}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
