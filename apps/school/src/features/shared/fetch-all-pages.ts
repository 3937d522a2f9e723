import { apiFetch } from '@familyhub/api-client';
import { PAGE_MAX_LIMIT, type Page } from '@familyhub/contracts';

/**
 * Every page of a short list (a family's schools, years, students): the screens filter and group by them, so
 * they need all of them; a family has a handful, so this is one call in practice.
 */
export async function fetchAllPages<T>(path: string): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | null = null;
  do {
    const separator = path.includes('?') ? '&' : '?';
    const query: string = `${separator}limit=${PAGE_MAX_LIMIT}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const page: Page<T> = await apiFetch<Page<T>>(`${path}${query}`);
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return items;
}
