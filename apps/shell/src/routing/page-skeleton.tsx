import { Skeleton } from '@familyhub/ui';

/** Stands in for a page while its code loads: a heading and a few lines, the shape most pages start with. */
export function PageSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading page" className="space-y-4 p-4">
      <Skeleton className="h-8 w-64" />
      <Skeleton className="h-4 w-96 max-w-full" />
      <Skeleton className="h-32 w-full" />
    </div>
  );
}
