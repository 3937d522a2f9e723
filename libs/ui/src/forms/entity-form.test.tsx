import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ApiError } from '@familyhub/api-client';
import { FormDialog } from '../components/form-dialog';
import { dismissToast, getToasts } from '../toast/toast-store';
import { contractResolver } from './contract-resolver';
import { EntityForm } from './entity-form';
import { useSaveForm } from './use-save-form';

const taskBody = z.object({ title: z.string().trim().min(1, 'Title is required') });
type TaskBody = z.output<typeof taskBody>;

let saveTask: jest.Mock<Promise<{ id: number }>, [TaskBody]>;
beforeEach(() => {
  dismissToast();
  saveTask = jest.fn(async (_body: TaskBody) => ({ id: 7 }));
});

function TaskForm({ onDone, submitDisabled }: { onDone: () => void; submitDisabled?: boolean }) {
  const form = useForm<{ title: string }, unknown, TaskBody>({
    resolver: contractResolver(taskBody, (values) => values),
    defaultValues: { title: '' },
  });
  const save = useSaveForm(form, { mutateAsync: saveTask }, { saved: 'Task Added', onDone });
  return (
    <EntityForm save={save} onCancel={onDone} submitLabel="Add" submitDisabled={submitDisabled}>
      <label htmlFor="task-title">Title</label>
      <input id="task-title" {...form.register('title')} />
      <p>{form.formState.errors.title?.message}</p>
    </EntityForm>
  );
}

function TaskDialog({ submitDisabled }: { submitDisabled?: boolean }) {
  const [open, setOpen] = useState(true);
  return (
    <FormDialog open={open} onOpenChange={setOpen} title="Add Task" description="Something to do.">
      <TaskForm onDone={() => setOpen(false)} submitDisabled={submitDisabled} />
    </FormDialog>
  );
}

describe('EntityForm', () => {
  it('saves on Enter, toasts and closes its dialog', async () => {
    render(<TaskDialog />);
    await userEvent.type(await screen.findByLabelText('Title'), 'Pack{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(saveTask).toHaveBeenCalledWith({ title: 'Pack' });
    expect(getToasts()).toEqual([expect.objectContaining({ title: 'Task Added' })]);
  });

  it('shows the field’s error and sends nothing while the form’s check fails', async () => {
    render(<TaskDialog />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(saveTask).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Add Task' })).toBeInTheDocument();
  });

  it('shows the server’s sentence above the buttons and stays open', async () => {
    saveTask.mockRejectedValue(
      new ApiError(403, '', 'Forbidden', { error: 'forbidden', message: 'Only parents can add tasks' }),
    );
    render(<TaskDialog />);
    await userEvent.type(await screen.findByLabelText('Title'), 'Pack');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only parents can add tasks');
    expect(screen.getByRole('dialog', { name: 'Add Task' })).toBeInTheDocument();
  });

  it('closes without saving on Cancel and on Escape', async () => {
    const { unmount } = render(<TaskDialog />);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    unmount();

    render(<TaskDialog />);
    await userEvent.type(await screen.findByLabelText('Title'), 'Pack');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(saveTask).not.toHaveBeenCalled();
  });

  it('keeps the submit button disabled for the form’s own reason', async () => {
    render(<TaskDialog submitDisabled />);
    expect(await screen.findByRole('button', { name: 'Add' })).toBeDisabled();
  });
});
