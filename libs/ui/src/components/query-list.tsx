import type { ReactNode } from 'react';
import { errorMessage } from '@familyhub/api-client';
import { ErrorPanel } from './panels';
import { Skeleton } from './skeleton';

/** What QueryList reads of a TanStack query (useQuery or useInfiniteQuery). */
export interface ListQuery<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: T | undefined;
  refetch: () => Promise<unknown>;
  /** Set by useInfiniteQuery: a failed "Load more" keeps the pages already shown. */
  isFetchNextPageError?: boolean;
}

export interface QueryListProps<T> {
  query: ListQuery<T>;
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

/**
 * The states of a list that comes from one query: loading skeletons, an error with Retry (the server's
 * sentence via errorMessage), empty, or the list. With a paged query, a failed next page keeps the list.
 */
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
  if ((query.isError && !query.isFetchNextPageError) || query.data === undefined) {
    return (
      <ErrorPanel
        title={errorTitle}
        message={errorMessage(query.error)}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <>{isEmpty(query.data) ? empty : children(query.data)}</>;
}
