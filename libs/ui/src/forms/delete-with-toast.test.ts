import { ApiError } from '@familyhub/api-client';
import { dismissToast, getToasts } from '../toast/toast-store';
import { deleteWithToast } from './delete-with-toast';

const toasts = {
  deleted: { title: 'Trip deleted', description: 'Lidl was removed.' },
  failed: 'Failed to delete trip',
};

beforeEach(() => dismissToast());

describe('deleteWithToast', () => {
  it('deletes and says so', async () => {
    const mutateAsync = jest.fn(async (_id: number) => undefined);
    await deleteWithToast({ mutateAsync }, 4, toasts);
    expect(mutateAsync).toHaveBeenCalledWith(4);
    expect(getToasts()).toEqual([
      expect.objectContaining({ title: 'Trip deleted', description: 'Lidl was removed.' }),
    ]);
  });

  it('says why not with the server’s sentence, without throwing', async () => {
    const mutateAsync = jest.fn(async (_id: number) => {
      throw new ApiError(403, '', 'Forbidden', {
        error: 'forbidden',
        message: 'Only parents can delete trips',
      });
    });
    await expect(deleteWithToast({ mutateAsync }, 4, toasts)).resolves.toBeUndefined();
    expect(getToasts()).toEqual([
      expect.objectContaining({
        variant: 'destructive',
        title: 'Failed to delete trip',
        description: 'Only parents can delete trips',
      }),
    ]);
  });

  it('says a delete kept with no network will happen when the network is back', async () => {
    const onLine = Object.getOwnPropertyDescriptor(window.navigator, 'onLine');
    Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
    try {
      const mutateAsync = jest.fn(async (_id: number) => undefined);
      await deleteWithToast({ mutateAsync }, 4, {
        ...toasts,
        queued: "Lidl will be removed when you're back online.",
      });
      expect(getToasts()).toEqual([
        expect.objectContaining({
          title: 'Trip deleted',
          description: "Lidl will be removed when you're back online.",
        }),
      ]);
    } finally {
      if (onLine) Object.defineProperty(navigator, 'onLine', onLine);
      else delete (navigator as { onLine?: boolean }).onLine;
    }
  });
});
