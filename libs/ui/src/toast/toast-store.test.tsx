import { act, render, screen } from '@testing-library/react';
import { dismissToast, getToasts, toast } from './toast-store';
import { Toaster } from './toaster';

afterEach(() => act(() => dismissToast()));

describe('toast store', () => {
  it('keeps one toast at a time, the newest', () => {
    toast({ title: 'First' });
    toast({ title: 'Second', variant: 'destructive' });
    expect(getToasts()).toHaveLength(1);
    expect(getToasts()[0]).toMatchObject({ title: 'Second', variant: 'destructive', open: true });
  });

  it("reaches the shell's toaster from a remote's own copy of the module (the unshared forms entry)", () => {
    let copy: typeof import('./toast-store') | undefined;
    jest.isolateModules(() => {
      copy = jest.requireActual<typeof import('./toast-store')>('./toast-store');
    });
    const shown: string[] = [];
    const stop = copy!.subscribeToasts((toasts) => shown.push(String(toasts[0]?.title ?? '')));
    toast({ title: 'Budget added' });
    stop();
    expect(shown).toEqual(['Budget added']);
    expect(copy!.getToasts()[0]).toMatchObject({ title: 'Budget added' });
  });

  it('dismisses by id', () => {
    const id = toast({ title: 'Saved' });
    dismissToast('other');
    expect(getToasts()).toHaveLength(1);
    dismissToast(id);
    expect(getToasts()).toHaveLength(0);
  });

  it('shows a toast raised outside React in the mounted Toaster, then closes it after 5000 ms', async () => {
    jest.useFakeTimers();
    try {
      render(<Toaster />);
      // The toaster's Radix code arrives with the first toast (a dynamic import): async act lets it land.
      await act(async () => {
        toast({ title: 'Welcome back!', description: 'Signed in' });
      });
      expect(screen.getByText('Welcome back!')).toBeInTheDocument();
      expect(screen.getByRole('region', { name: /Notification/ })).toBeInTheDocument();
      act(() => {
        jest.advanceTimersByTime(4900);
      });
      expect(screen.getByText('Welcome back!')).toBeInTheDocument();
      act(() => {
        jest.advanceTimersByTime(200);
      });
      expect(screen.queryByText('Welcome back!')).not.toBeInTheDocument();
      expect(getToasts()).toHaveLength(0);
    } finally {
      jest.useRealTimers();
    }
  });
});
