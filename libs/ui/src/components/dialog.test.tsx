import { useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './dialog';

// Radix's dialog is a lazy chunk loaded when a dialog first opens. Tests in a file run in order and share the module:
// the first test opens a dialog before that code is here, the next ones once it is.

function ControlledDialog({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button">Elsewhere on the page</button>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          onOpenChange(next);
          setOpen(next);
        }}
      >
        <DialogTrigger asChild>
          <button type="button">Alerts</button>
        </DialogTrigger>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Alerts</DialogTitle>
            <DialogDescription>What needs your attention.</DialogDescription>
          </DialogHeader>
          <input aria-label="First" />
          <input aria-label="Second" />
        </DialogContent>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('opens from its trigger before its code is loaded, traps focus, closes on Escape and refocuses the trigger', async () => {
    const onOpenChange = jest.fn();
    const user = userEvent.setup();
    render(<ControlledDialog onOpenChange={onOpenChange} />);
    const trigger = screen.getByRole('button', { name: 'Alerts' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Alerts' });
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    expect(dialog).toHaveAccessibleDescription('What needs your attention.');
    // The trigger is hidden with the rest of the page while the modal dialog is open.
    expect(screen.getByRole('button', { name: 'Alerts', hidden: true })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    // Modal: the rest of the page is hidden from assistive technology, focus starts inside and stays there.
    expect(
      screen
        .getByRole('button', { name: 'Elsewhere on the page', hidden: true })
        .closest('[aria-hidden="true"]'),
    ).not.toBeNull();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'First' })).toHaveFocus());
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Second' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'First' })).toHaveFocus();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(screen.getByRole('button', { name: 'Alerts' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Elsewhere on the page' }).closest('[aria-hidden]')).toBeNull();
  });

  it('marks its close button (data-slot="dialog-close"), so a walk through the dialogs can tell it from the rest', async () => {
    const user = userEvent.setup();
    render(<ControlledDialog onOpenChange={jest.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Alerts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Alerts' });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveAttribute(
      'data-slot',
      'dialog-close',
    );
  });

  it('works uncontrolled too: its trigger opens it and DialogClose closes it', async () => {
    const user = userEvent.setup();
    render(
      <Dialog>
        <DialogTrigger>Open notes</DialogTrigger>
        <DialogContent showCloseButton={false}>
          <DialogTitle>Notes</DialogTitle>
          <DialogDescription>Jot something down.</DialogDescription>
          <DialogClose>Done</DialogClose>
        </DialogContent>
      </Dialog>,
    );
    await user.click(screen.getByRole('button', { name: 'Open notes' }));
    expect(await screen.findByRole('dialog', { name: 'Notes' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Open notes' })).toHaveFocus();
  });
});
