import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultLanguageSettings } from '@familyhub/contracts';
import { applyLanguageSettings } from '@familyhub/ui/i18n';
import { ItemActions } from './item-actions';

afterEach(() => act(() => applyLanguageSettings(defaultLanguageSettings)));

describe('ItemActions', () => {
  it('edits at once and deletes only after confirmation', async () => {
    const onEdit = jest.fn();
    const onDelete = jest.fn();
    const user = userEvent.setup();
    render(
      <ItemActions
        itemLabel={'"Milk"'}
        onEdit={onEdit}
        onDelete={onDelete}
        confirmTitle="Delete this item?"
        confirmDescription="Milk will be removed."
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Edit "Milk"' }));
    expect(onEdit).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Delete "Milk"' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this item?' });
    expect(dialog).toHaveTextContent('Milk will be removed.');
    expect(onDelete).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
  });

  it('shows only the actions it is given, and nothing without any', () => {
    const { container, rerender } = render(<ItemActions itemLabel="Milk" confirmTitle="Delete?" />);
    expect(container).toBeEmptyDOMElement();
    rerender(<ItemActions itemLabel="Milk" onEdit={() => undefined} confirmTitle="Delete?" />);
    expect(screen.getByRole('button', { name: 'Edit Milk' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Milk' })).not.toBeInTheDocument();
  });

  it('speaks Spanish when the member does (issue #35)', async () => {
    const onDelete = jest.fn();
    const user = userEvent.setup();
    act(() => applyLanguageSettings({ ...defaultLanguageSettings, language: 'es' }));
    render(
      <ItemActions
        itemLabel="«Leche»"
        onEdit={() => undefined}
        onDelete={onDelete}
        confirmTitle="¿Eliminar «Leche»?"
      />,
    );
    expect(await screen.findByRole('button', { name: 'Editar «Leche»' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Eliminar «Leche»' }));
    expect(screen.getByRole('alertdialog', { name: '¿Eliminar «Leche»?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Eliminar' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
  });
});
