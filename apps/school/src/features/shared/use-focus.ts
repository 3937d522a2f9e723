import { useSearchParams } from '@familyhub/ui/router';
import { FOCUS_PARAM } from '@familyhub/contracts';

/** The item a screen was opened on (`?focus=<id>`, as an alert's View Details or a linked task sends it), or null. */
export function useFocusParam(): number | null {
  const [params] = useSearchParams();
  const value = Number(params.get(FOCUS_PARAM));
  return Number.isInteger(value) && value > 0 ? value : null;
}
