import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { api } from '@familyhub/api-client';
import { dismissToast, getToasts } from '../toast/toast-store';
import { contractResolver } from './contract-resolver';
import { useSaveForm } from './use-save-form';

const taskBody = z.object({ title: z.string().trim().min(1, 'Title is required') });
type TaskBody = z.output<typeof taskBody>;

/** jsdom has no Response: the client reads status, ok, statusText, text() and headers. */
function answer(status: number, body: unknown) {
  return {
    status,
    ok: status >= 200 && status < 300,
    statusText: '',
    text: async () => JSON.stringify(body),
    headers: null,
  };
}
let serverAnswer = answer(201, { id: 7, title: 'Pack' });
const sent: unknown[] = [];
beforeEach(() => {
  sent.length = 0;
  dismissToast();
  globalThis.fetch = jest.fn(async (_path: string, init: { body: string }) => {
    sent.push(JSON.parse(init.body));
    return serverAnswer;
  }) as unknown as typeof fetch;
});

function TaskDialog({ onDone, failedToast }: { onDone: () => void; failedToast?: string }) {
  const form = useForm<{ title: string }, unknown, TaskBody>({
    resolver: contractResolver(taskBody, (values) => values),
    defaultValues: { title: '' },
  });
  const create = useMutation({
    mutationFn: (body: TaskBody) => api.post<{ id: number }>('/api/tasks', body),
  });
  const save = useSaveForm(form, create, {
    saved: (task) => ({ title: 'Task Added', description: `Task ${task.id} is on the list.` }),
    failedToast,
    onDone,
  });
  const titleError = form.formState.errors.title?.message;
  return (
    <form noValidate onSubmit={(event) => void save.onSubmit(event)}>
      <input aria-label="Title" {...form.register('title')} />
      {titleError ? <p>Title: {titleError}</p> : null}
      {save.saveError ? <p role="alert">{save.saveError}</p> : null}
      <button type="submit" disabled={save.pending}>
        Save
      </button>
    </form>
  );
}

function renderDialog(props: { failedToast?: string } = {}) {
  const onDone = jest.fn();
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <TaskDialog onDone={onDone} {...props} />
    </QueryClientProvider>,
  );
  return onDone;
}

async function saveTitle(title: string) {
  await userEvent.type(screen.getByLabelText('Title'), title);
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
}

describe('useSaveForm', () => {
  it('saves the checked body, toasts and closes', async () => {
    serverAnswer = answer(201, { id: 7, title: 'Pack' });
    const onDone = renderDialog();
    await saveTitle('  Pack  ');
    await waitFor(() => expect(onDone).toHaveBeenCalledWith({ id: 7, title: 'Pack' }));
    expect(sent).toEqual([{ title: 'Pack' }]);
    expect(getToasts()).toEqual([
      expect.objectContaining({ title: 'Task Added', description: 'Task 7 is on the list.' }),
    ]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends nothing while the form’s own check fails', async () => {
    const onDone = renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Title: Title is required')).toBeInTheDocument();
    expect(sent).toEqual([]);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('puts the words of a 400 validation answer under the field it names, and stays open', async () => {
    serverAnswer = answer(400, {
      error: 'validation_failed',
      message: 'A task with this title is already on the list',
      details: [
        { code: 'custom', path: ['title'], message: 'A task with this title is already on the list' },
      ],
    });
    const onDone = renderDialog();
    await saveTitle('Pack');
    expect(
      await screen.findByText('Title: A task with this title is already on the list'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(getToasts()).toEqual([]);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('shows any other refusal with the server’s sentence, as a toast when asked, and stays open', async () => {
    serverAnswer = answer(403, { error: 'forbidden', message: 'Only parents and admins can add tasks' });
    const onDone = renderDialog({ failedToast: 'Error' });
    await saveTitle('Pack');
    expect(await screen.findByRole('alert')).toHaveTextContent('Only parents and admins can add tasks');
    expect(getToasts()).toEqual([
      expect.objectContaining({
        variant: 'destructive',
        title: 'Error',
        description: 'Only parents and admins can add tasks',
      }),
    ]);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('shows a validation answer for no field of the form above the buttons', async () => {
    serverAnswer = answer(400, {
      error: 'validation_failed',
      message: 'Due date must be after the start',
      details: [{ code: 'custom', path: ['dueDate'], message: 'Due date must be after the start' }],
    });
    renderDialog();
    await saveTitle('Pack');
    expect(await screen.findByRole('alert')).toHaveTextContent('Due date must be after the start');
  });
});
