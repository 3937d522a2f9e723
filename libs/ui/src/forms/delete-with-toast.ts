import { errorMessage } from '@familyhub/api-client';
import { toast } from '../toast/toast-store';

export interface DeleteToasts {
  /** The toast once deleted: `{ title: 'Pantry item deleted', description: 'Milk was removed.' }`. */
  deleted: { title: string; description?: string };
  /** The destructive toast's title when the server refuses; the server's sentence is its description. */
  failed: string;
}

/**
 * A list row's delete, after its confirmation (`ItemActions`): sends it, then says so in a toast, or says why not.
 * Never throws, so a row's button can call it with `void`.
 */
export async function deleteWithToast<Variables>(
  mutation: { mutateAsync: (variables: Variables) => Promise<unknown> },
  variables: Variables,
  { deleted, failed }: DeleteToasts,
): Promise<void> {
  try {
    await mutation.mutateAsync(variables);
    toast(deleted);
  } catch (error) {
    toast({ variant: 'destructive', title: failed, description: errorMessage(error) });
  }
}
