import { errorMessage } from '@familyhub/api-client';
import { toast } from '../toast/toast-store';
import { Button } from './button';
import { useUiMessages } from '../messages';

/** What LoadMoreButton reads of a useInfiniteQuery result. */
export interface NextPageQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<{ isError: boolean; error: unknown }>;
}

export interface LoadMoreButtonProps {
  query: NextPageQuery;
  /** The button's words, e.g. "Load more tasks". */
  label: string;
  /** The toast's title when the next page fails, e.g. "Could not load more tasks". */
  errorTitle: string;
}

/**
 * "Load more" under a paged list (cursor paging, docs/architecture.md "Settled patterns"): shown while a next
 * page exists. It stays enabled while loading so it keeps keyboard focus (a second press waits), and a failed
 * page keeps what is shown and says so in a toast with the server's sentence.
 */
export function LoadMoreButton({ query, label, errorTitle }: LoadMoreButtonProps) {
  const t = useUiMessages();
  if (!query.hasNextPage) return null;
  const loadMore = async () => {
    if (query.isFetchingNextPage) return;
    const result = await query.fetchNextPage();
    if (result.isError) {
      toast({ variant: 'destructive', title: errorTitle, description: errorMessage(result.error) });
    }
  };
  return (
    <Button
      variant="outline"
      className="justify-self-center"
      aria-busy={query.isFetchingNextPage}
      onClick={() => void loadMore()}
    >
      {query.isFetchingNextPage ? t('loadMore.loading') : label}
    </Button>
  );
}
