import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../components/dialog';
import { getToasts } from '../toast/toast-store';
import { lazyDialog, type LazyDialogProps } from './lazy-dialog';

function NoteDialog({ open, onOpenChange, note }: LazyDialogProps & { note: string }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>Edit note</DialogTitle>
        <DialogDescription>Change what it says.</DialogDescription>
        <input aria-label="Note" defaultValue={note} />
      </DialogContent>
    </Dialog>
  );
}

function Page({ Note }: { Note: React.ComponentType<LazyDialogProps & { note: string }> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Edit
      </button>
      <output aria-label="open">{String(open)}</output>
      <Note open={open} onOpenChange={setOpen} note="Buy milk" />
    </>
  );
}

describe('lazyDialog (issue #34: a page’s forms fetched when a dialog first opens)', () => {
  it('fetches nothing while closed, then opens the dialog with its props once its code is here', async () => {
    const importDialog = jest.fn(async () => NoteDialog);
    const Note = lazyDialog(importDialog);
    render(<Page Note={Note} />);
    await act(async () => {});
    expect(importDialog).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(await screen.findByRole('dialog', { name: 'Edit note' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('Buy milk');
    expect(importDialog).toHaveBeenCalledTimes(1);

    // Closed and opened again: the same code, not fetched twice.
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('status', { name: 'open' })).toHaveTextContent('false');
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(await screen.findByRole('dialog', { name: 'Edit note' })).toBeInTheDocument();
    expect(importDialog).toHaveBeenCalledTimes(1);
  });

  it('stays closed and says so when its code cannot be fetched, and tries again on the next open', async () => {
    let attempts = 0;
    const Note = lazyDialog(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('Loading chunk 4581 failed');
      return NoteDialog;
    });
    render(<Page Note={Note} />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await act(async () => {});
    expect(screen.getByRole('status', { name: 'open' })).toHaveTextContent('false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(getToasts().map((t) => t.variant)).toContain('destructive');

    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(await screen.findByRole('dialog', { name: 'Edit note' })).toBeInTheDocument();
    expect(attempts).toBe(2);
  });

  it('reads a dialog opened another way (an item to edit, onClose) through its state', async () => {
    function ItemDialog({ item, onClose }: { item: string | null; onClose: () => void }) {
      return (
        <NoteDialog open={item !== null} onOpenChange={(open) => !open && onClose()} note={item ?? ''} />
      );
    }
    const importDialog = jest.fn(async () => ItemDialog);
    const Item = lazyDialog(importDialog, ({ item, onClose }) => ({ open: item !== null, close: onClose }));
    function ItemPage() {
      const [item, setItem] = useState<string | null>(null);
      return (
        <>
          <button type="button" onClick={() => setItem('Water the plants')}>
            Edit item
          </button>
          <Item item={item} onClose={() => setItem(null)} />
        </>
      );
    }
    render(<ItemPage />);
    await act(async () => {});
    expect(importDialog).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Edit item' }));
    expect(await screen.findByRole('textbox', { name: 'Note' })).toHaveValue('Water the plants');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
