import { Skeleton } from '@familyhub/ui';
import { HeaderFrame } from './header';
import { useNavLabels } from './nav-labels/nav-labels';

/**
 * The header of a page drawn at build time (the first-paint markup): the page's title in the member's language, a
 * placeholder where today's date goes, no controls yet.
 */
export function MarkupHeader({ pathname }: { pathname: string }) {
  const title = useNavLabels().pageTitle(pathname);
  return <HeaderFrame title={title} subtitle={<Skeleton className="h-4 w-48" />} />;
}
