import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { ErrorPanel, Skeleton } from '@familyhub/ui';
import { serverMessage } from './server-message';

export interface QueryListProps<T> {
  query: UseQueryResult<T>;
  /** Names the loading skeletons for screen readers, e.g. "Loading tasks". */
  loadingLabel: string;
  skeletonCount?: number;
  /** Height and width of each skeleton line. */
  skeletonClassName?: string;
  /** Heading of the error panel (which offers Retry), e.g. "Could not load tasks". */
  errorTitle: string;
  isEmpty: (data: T) => boolean;
  /** Shown instead of the list when there is nothing in it (usually an EmptyState). */
  empty: ReactNode;
  /** The list itself, once the data is there and not empty. */
  children: (data: T) => ReactNode;
}

/** The states of a list that comes from one query: loading skeletons, an error with Retry, empty, or the list. */
export function QueryList<T>({
  query,
  loadingLabel,
  skeletonCount = 3,
  skeletonClassName = 'h-16 w-full',
  errorTitle,
  isEmpty,
  empty,
  children,
}: QueryListProps<T>) {
  if (query.isPending) {
    return (
      <div role="status" aria-label={loadingLabel} className="grid gap-2">
        {Array.from({ length: skeletonCount }, (_, i) => (
          <Skeleton key={i} className={skeletonClassName} />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <ErrorPanel
        title={errorTitle}
        message={serverMessage(query.error)}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <>{isEmpty(query.data) ? empty : children(query.data)}</>;
}
