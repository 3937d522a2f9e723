import { useState } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dismissToast, getToasts } from '../toast/toast-store';
import { ConfirmDialog } from './confirm-dialog';
import { Dialog, DialogContent, DialogTitle, DialogTrigger } from './dialog';

// The dialogs' code cannot be fetched (offline, or a new deploy replaced the chunks).
jest.mock('./radix-dialog', () => {
  throw new Error('Loading chunk ui-dialog failed');
});
jest.mock('./radix-confirm-dialog', () => {
  throw new Error('Loading chunk ui-confirm-dialog failed');
});

afterEach(() => act(() => dismissToast()));

function Page() {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <h1>Tasks</h1>
      <Dialog>
        <DialogTrigger>Add Task</DialogTrigger>
        <DialogContent>
          <DialogTitle>Add Task</DialogTitle>
        </DialogContent>
      </Dialog>
      <button type="button" onClick={() => setConfirming(true)}>
        Delete
      </button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this task?"
        onConfirm={() => undefined}
      />
    </>
  );
}

describe('a dialog whose code cannot be fetched', () => {
  it('stays closed and says why, and the page and its trigger stay usable', async () => {
    const user = userEvent.setup();
    render(<Page />);
    const trigger = screen.getByRole('button', { name: 'Add Task' });
    await user.click(trigger);
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
    expect(getToasts()[0]).toMatchObject({
      title: 'This could not be opened',
      description: 'Check your connection and try again.',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Tasks' })).toBeInTheDocument();

    act(() => dismissToast());
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(getToasts()[0]?.title).toBe('This could not be opened'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    // Asked again: it tries again (and says so again).
    act(() => dismissToast());
    await user.click(trigger);
    await waitFor(() => expect(getToasts()[0]?.title).toBe('This could not be opened'));
  });
});
