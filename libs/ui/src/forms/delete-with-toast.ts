import { errorMessage, isOffline } from '@familyhub/api-client';
import { toast } from '../toast/toast-store';

export interface DeleteToasts {
  /** The toast once deleted: `{ title: 'Pantry item deleted', description: 'Milk was removed.' }`. */
  deleted: { title: string; description?: string };
  /** The destructive toast's title when the server refuses; the server's sentence is its description. */
  failed: string;
  /**
   * The description when the delete was kept for later with no network (an `offline: 'queue'` endpoint, issue
   * #31): '"Milk" will be removed when you're back online.'
   */
  queued?: string;
}

/**
 * A list row's delete, after its confirmation (`ItemActions`): sends it, then says so in a toast, or says why not.
 * Never throws, so a row's button can call it with `void`.
 */
export async function deleteWithToast<Variables>(
  mutation: { mutateAsync: (variables: Variables) => Promise<unknown> },
  variables: Variables,
  { deleted, failed, queued }: DeleteToasts,
): Promise<void> {
  try {
    await mutation.mutateAsync(variables);
    // With no network, a delete that did not fail was kept to be sent later (the others are refused offline).
    toast(queued && isOffline() ? { title: deleted.title, description: queued } : deleted);
  } catch (error) {
    toast({ variant: 'destructive', title: failed, description: errorMessage(error) });
  }
}
