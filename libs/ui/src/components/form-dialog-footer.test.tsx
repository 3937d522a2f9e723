import type { FormEvent } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultLanguageSettings } from '@familyhub/contracts';
import { applyLanguageSettings } from '@familyhub/ui/i18n';
import { FormDialogFooter } from './form-dialog-footer';

afterEach(() => act(() => applyLanguageSettings(defaultLanguageSettings)));

describe('FormDialogFooter', () => {
  it('cancels, submits the form, and shows no alert without an error', async () => {
    const onCancel = jest.fn();
    const onSubmit = jest.fn((event: FormEvent) => event.preventDefault());
    const user = userEvent.setup();
    render(
      <form onSubmit={onSubmit}>
        <FormDialogFooter onCancel={onCancel} pending={false} />
      </form>,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('shows the save error and disables the submit button while pending', () => {
    render(<FormDialogFooter error="Title is taken" onCancel={() => undefined} pending submitLabel="Add" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Title is taken');
    expect(screen.getByRole('button', { name: 'Add' })).toBeDisabled();
  });

  it('says Save and Cancel in Spanish, and an app’s own label still wins (issue #35)', async () => {
    act(() => applyLanguageSettings({ ...defaultLanguageSettings, language: 'es' }));
    const { rerender } = render(<FormDialogFooter onCancel={() => undefined} pending={false} />);
    expect(await screen.findByRole('button', { name: 'Guardar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
    rerender(<FormDialogFooter onCancel={() => undefined} pending={false} submitLabel="Añadir" />);
    expect(screen.getByRole('button', { name: 'Añadir' })).toBeInTheDocument();
  });
});
