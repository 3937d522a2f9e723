import * as React from 'react';
import type { Session } from '@familyhub/contracts';
import { Button, EmptyState, ErrorPanel, PageHeader, Skeleton } from '@familyhub/ui';
import { useFormats, useMessages } from '@familyhub/ui/i18n';
import { useAdminOutbox, useAdminOutboxEmail } from './api/use-admin-outbox';
import { OperatorFrame, OperatorOnly } from './components/operator-frame';
import { platformAdminMessages } from './messages';

// What toLocaleString() showed, in the member's language and on their clock.
const keptAt: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
};

function OutboxEmailView({ id }: { id: number }) {
  const t = useMessages(platformAdminMessages);
  const email = useAdminOutboxEmail(id);
  const [part, setPart] = React.useState<'html' | 'text'>('html');
  if (email.isError) {
    return (
      <ErrorPanel
        title={t('email.loadFailed')}
        message={email.error.message}
        onRetry={() => void email.refetch()}
      />
    );
  }
  if (!email.data) return <Skeleton className="h-64" aria-label={t('email.loading')} />;
  const { data } = email;
  return (
    <article
      aria-label={t('email.label', { subject: data.subject })}
      className="grid gap-3 rounded-lg border border-border p-4"
    >
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted-foreground">{t('email.from')}</dt>
        <dd>{data.from}</dd>
        <dt className="text-muted-foreground">{t('email.to')}</dt>
        <dd>{data.to}</dd>
        <dt className="text-muted-foreground">{t('email.subject')}</dt>
        <dd className="font-medium">{data.subject}</dd>
        {Object.entries(data.headers).map(([name, value]) => (
          <React.Fragment key={name}>
            <dt className="text-muted-foreground">{name}</dt>
            <dd className="break-all">{value}</dd>
          </React.Fragment>
        ))}
      </dl>
      <div className="flex gap-2" role="group" aria-label={t('email.showPart')}>
        <Button size="sm" variant={part === 'html' ? 'secondary' : 'outline'} onClick={() => setPart('html')}>
          {t('email.html')}
        </Button>
        <Button size="sm" variant={part === 'text' ? 'secondary' : 'outline'} onClick={() => setPart('text')}>
          {t('email.text')}
        </Button>
      </div>
      {part === 'html' ? (
        // sandbox="": the email's HTML runs no script and cannot reach this page.
        <iframe
          title={t('email.htmlFrame')}
          sandbox=""
          srcDoc={data.html}
          className="h-[28rem] w-full rounded border border-border bg-white"
        />
      ) : (
        <pre className="overflow-x-auto rounded bg-muted p-3 text-xs whitespace-pre-wrap">{data.text}</pre>
      )}
    </article>
  );
}

function OutboxConsole() {
  const t = useMessages(platformAdminMessages);
  const formats = useFormats();
  const outbox = useAdminOutbox();
  const [open, setOpen] = React.useState<number | null>(null);
  if (outbox.isError) {
    return (
      <ErrorPanel
        title={t('outbox.loadFailed')}
        message={outbox.error.message}
        onRetry={() => void outbox.refetch()}
      />
    );
  }
  if (!outbox.data) {
    return (
      <div role="status" aria-label={t('outbox.loading')} className="grid gap-2">
        <Skeleton className="h-12" />
        <Skeleton className="h-12" />
      </div>
    );
  }
  const emails = outbox.data.pages.flatMap((page) => page.items);
  if (emails.length === 0) {
    return <EmptyState title={t('outbox.empty.title')} description={t('outbox.empty.body')} />;
  }
  return (
    <div className="grid gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <div className="grid content-start gap-2">
        <ul
          aria-label={t('outbox.list')}
          className="grid divide-y divide-border rounded-lg border border-border"
        >
          {emails.map((email) => (
            <li key={email.id}>
              <button
                type="button"
                aria-current={open === email.id ? 'true' : undefined}
                onClick={() => setOpen(email.id)}
                className="grid w-full gap-0.5 px-3 py-2 text-start hover:bg-muted focus-visible:bg-muted aria-[current=true]:bg-muted"
              >
                <span className="text-sm font-medium">{email.subject}</span>
                <span className="text-xs text-muted-foreground">
                  {t('outbox.item', { to: email.to, when: formats.date(email.createdAt, keptAt) })}
                </span>
              </button>
            </li>
          ))}
        </ul>
        {outbox.hasNextPage ? (
          <Button
            variant="outline"
            size="sm"
            disabled={outbox.isFetchingNextPage}
            onClick={() => void outbox.fetchNextPage()}
          >
            {outbox.isFetchingNextPage ? t('outbox.loadingMore') : t('outbox.loadMore')}
          </Button>
        ) : null}
      </div>
      {open === null ? (
        <p className="text-sm text-muted-foreground">{t('outbox.choose')}</p>
      ) : (
        <OutboxEmailView id={open} />
      )}
    </div>
  );
}

/** /admin/outbox: the emails kept instead of sent while no mail server is configured (issue #30). */
export function AdminOutboxPage({ session }: { session: Session }) {
  const t = useMessages(platformAdminMessages);
  if (!session.platformOperator) return <OperatorOnly />;
  return (
    <OperatorFrame>
      <PageHeader title={t('outbox.title')} description={t('outbox.description')} />
      <OutboxConsole />
    </OperatorFrame>
  );
}
