import { act, fireEvent, render, screen } from '@testing-library/react';
import { dismissToast, getToasts, toast } from './toast-store';
import { Toaster } from './toaster';

// The toaster's code cannot be fetched (offline, or a new deploy replaced the chunk): the moment a failure toast
// matters most.
jest.mock('./radix-toaster', () => {
  throw new Error('Loading chunk ui-toaster failed');
});

afterEach(() => act(() => dismissToast()));

describe('Toaster without its Radix code', () => {
  it('still shows each toast as a status message in the region, dismissable, and the page stays', async () => {
    render(
      <>
        <h1>Tasks</h1>
        <Toaster />
      </>,
    );
    act(() => {
      toast({ title: 'Could not save the task', description: 'Failed to fetch', variant: 'destructive' });
    });
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Could not save the task');
    expect(status).toHaveTextContent('Failed to fetch');
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toContainElement(status);
    expect(screen.getByRole('heading', { name: 'Tasks' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(getToasts()).toHaveLength(0);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('closes a toast after its time', async () => {
    jest.useFakeTimers();
    try {
      render(<Toaster />);
      act(() => {
        toast({ title: 'Saved', duration: 3000 });
      });
      await act(async () => {
        await Promise.resolve();
      });
      expect(await screen.findByRole('status')).toHaveTextContent('Saved');
      act(() => {
        jest.advanceTimersByTime(3000);
      });
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
