import type { FormEvent } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormDialogFooter } from './form-dialog-footer';

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
});
