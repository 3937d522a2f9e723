import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultLanguageSettings } from '@familyhub/contracts';
import { applyLanguageSettings } from '@familyhub/ui/i18n';
import { ConfirmDialog } from './confirm-dialog';

afterEach(() => act(() => applyLanguageSettings(defaultLanguageSettings)));

function Harness({ onConfirm }: { onConfirm: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Delete document</button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Delete document?"
        description="Are you sure you want to delete this document?"
        confirmLabel="Delete"
        destructive
        onConfirm={onConfirm}
      />
    </>
  );
}

describe('ConfirmDialog', () => {
  it('asks before acting and calls onConfirm once when confirmed', async () => {
    const onConfirm = jest.fn();
    const user = userEvent.setup();
    render(<Harness onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Delete document' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete document?' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this document?');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('does nothing when cancelled, and Cancel has the focus first', async () => {
    const onConfirm = jest.fn();
    const user = userEvent.setup();
    render(<Harness onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Delete document' }));
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('says Confirm and Cancel in Spanish unless the app names them (issue #35)', async () => {
    act(() => applyLanguageSettings({ ...defaultLanguageSettings, language: 'es' }));
    const { rerender } = render(
      <ConfirmDialog
        open
        onOpenChange={() => undefined}
        title="¿Salir de la familia?"
        onConfirm={() => undefined}
      />,
    );
    expect(await screen.findByRole('button', { name: 'Confirmar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
    rerender(
      <ConfirmDialog
        open
        onOpenChange={() => undefined}
        title="¿Salir de la familia?"
        confirmLabel="Salir"
        onConfirm={() => undefined}
      />,
    );
    expect(screen.getByRole('button', { name: 'Salir' })).toBeInTheDocument();
  });
});
