import { Skeleton } from '@familyhub/ui';
import { routingMessages } from './messages';

/**
 * Stands in for a page while its code loads: a heading and a few lines, the shape most pages start with. A
 * fallback never waits for messages itself: the catalogue's `t` says it in English until the language has arrived.
 * A status, so its name is allowed (axe: aria-label on a div with no role) and read out as the page loading.
 */
export function PageSkeleton() {
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label={routingMessages.t('loading.page')}
      className="space-y-4 p-4"
    >
      <Skeleton className="h-8 w-64" />
      <Skeleton className="h-4 w-96 max-w-full" />
      <Skeleton className="h-32 w-full" />
    </div>
  );
}
