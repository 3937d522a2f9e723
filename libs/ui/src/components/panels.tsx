import * as React from 'react';
import { AlertTriangleIcon, ConstructionIcon, RotateCwIcon } from 'lucide-react';
import { cn } from '../cn';
import { Button } from './button';
import { Spinner } from './spinner';
import { useUiMessages } from '../messages';

export function PageHeader({
  title,
  description,
  actions,
  className,
}: {
  title: string;
  description?: React.ReactNode;
  actions?: React.ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('mb-6 flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between', className)}>
      <div className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
        {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
    </div>
  );
}

export function EmptyState({
  title,
  description,
  icon,
  action,
  className,
}: {
  title: string;
  description?: React.ReactNode;
  icon?: React.ReactNode;
  action?: React.ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cn(
        'flex flex-col items-center justify-center gap-2 rounded-lg border border-dashed border-border px-6 py-10 text-center',
        className,
      )}
    >
      {icon ? <div className="text-muted-foreground [&_svg]:size-8">{icon}</div> : null}
      <p className="font-medium">{title}</p>
      {description ? <p className="max-w-sm text-sm text-muted-foreground">{description}</p> : null}
      {action ? <div className="mt-2">{action}</div> : null}
    </div>
  );
}

/** An honest placeholder for an area that is not built yet: names it, shows no sample data. */
export function ComingSoon({ area, description }: { area: string; description?: React.ReactNode }) {
  const t = useUiMessages();
  return (
    <section aria-labelledby="coming-soon-title" className="mx-auto max-w-xl">
      <div className="flex flex-col items-center gap-3 rounded-xl border border-border bg-card px-6 py-12 text-center shadow-xs">
        <ConstructionIcon className="size-10 text-muted-foreground" aria-hidden />
        <h1 id="coming-soon-title" className="text-xl font-semibold">
          {t('comingSoon.title', { area })}
        </h1>
        <p className="text-sm text-muted-foreground">{description ?? t('comingSoon.body', { area })}</p>
      </div>
    </section>
  );
}

/** Shown in place of a part of the page that failed (e.g. a remote that could not load). */
export function ErrorPanel({
  title,
  message,
  onRetry,
  retryLabel,
  className,
}: {
  title: string;
  message?: React.ReactNode;
  onRetry?: () => void;
  retryLabel?: string;
  className?: string;
}) {
  const t = useUiMessages();
  return (
    <section
      role="alert"
      className={cn(
        'mx-auto flex max-w-xl flex-col items-center gap-3 rounded-xl border border-destructive/40 bg-card px-6 py-10 text-center shadow-xs',
        className,
      )}
    >
      <AlertTriangleIcon className="size-10 text-destructive" aria-hidden />
      <h2 className="text-lg font-semibold">{title}</h2>
      {message ? <div className="text-sm break-words text-muted-foreground">{message}</div> : null}
      {onRetry ? (
        <Button variant="outline" onClick={onRetry}>
          <RotateCwIcon aria-hidden />
          {retryLabel ?? t('error.retry')}
        </Button>
      ) : null}
    </section>
  );
}

/**
 * A tab whose code is loaded when first chosen (`React.lazy`, issue #34): while it arrives, a busy status, so a
 * screen reader hears that it is loading and a test waits for it.
 */
export function LazyTab({ children }: { children: React.ReactNode }) {
  return (
    <React.Suspense
      fallback={
        <div aria-busy="true" className="flex justify-center py-10">
          <Spinner />
        </div>
      }
    >
      {children}
    </React.Suspense>
  );
}
