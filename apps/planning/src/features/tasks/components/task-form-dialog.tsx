import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  FormDialogFooter,
  DialogHeader,
  DialogTitle,
  FormField,
  Input,
  Select,
  Textarea,
} from '@familyhub/ui';
import { contractResolver, useSaveForm } from '@familyhub/ui/forms';
import {
  createTaskBody,
  priorities,
  type FamilyMember,
  type Priority,
  type Task,
} from '@familyhub/contracts';
import { useMessages } from '@familyhub/ui/i18n';
import { useCreateTask, useUpdateTask } from '../api/tasks-api';
import { tasksMessages } from '../messages';

/** What the form's controls hold: strings, as the DOM gives them. */
export interface TaskFormValues {
  title: string;
  description: string;
  priority: Priority;
  assignedToId: string;
  dueDate: string;
}

type TaskBody = z.output<typeof createTaskBody>;

const emptyValues: TaskFormValues = {
  title: '',
  description: '',
  priority: 'medium',
  assignedToId: '',
  dueDate: '',
};

function valuesOf(task: Task | undefined): TaskFormValues {
  if (!task) return emptyValues;
  return {
    title: task.title,
    description: task.description ?? '',
    priority: task.priority,
    assignedToId: task.assignedToId === null ? '' : String(task.assignedToId),
    dueDate: task.dueDate ?? '',
  };
}

/** Empty controls mean "none"; the contract then validates the body the server will see. */
function bodyOf(values: TaskFormValues) {
  return {
    title: values.title,
    description: values.description.trim() === '' ? null : values.description,
    priority: values.priority,
    assignedToId: values.assignedToId === '' ? null : Number(values.assignedToId),
    dueDate: values.dueDate === '' ? null : values.dueDate,
  };
}

// The same schema as the server (libs/contracts), so the form and the API say the same words ('Title is required').
const taskFormResolver = contractResolver(createTaskBody, bodyOf);

export interface TaskFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The task being edited; absent when adding. */
  task?: Task;
  members: readonly FamilyMember[];
}

export function TaskFormDialog({ open, onOpenChange, task, members }: TaskFormDialogProps) {
  const t = useMessages(tasksMessages);
  const createTask = useCreateTask();
  const updateTask = useUpdateTask();
  const form = useForm<TaskFormValues, unknown, TaskBody>({
    resolver: taskFormResolver,
    defaultValues: valuesOf(task),
  });
  const {
    register,
    reset,
    formState: { errors },
  } = form;
  const save = useSaveForm(
    form,
    {
      mutateAsync: async (body: TaskBody) => {
        if (!task) return createTask.mutateAsync(body);
        const { completed: _completed, ...changes } = body;
        return updateTask.mutateAsync({ id: task.id, changes, title: task.title });
      },
    },
    {
      onDone: () => {
        reset(emptyValues);
        onOpenChange(false);
      },
    },
  );
  const { clearError } = save;

  // Each opening starts from the task being edited (or a blank form) and no old error.
  useEffect(() => {
    if (open) {
      reset(valuesOf(task));
      clearError();
    }
  }, [open, task, reset, clearError]);

  const heading = task ? t('form.editTitle') : t('form.addTitle');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{heading}</DialogTitle>
          <DialogDescription>{task ? t('form.editDescription') : t('form.addDescription')}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={(event) => void save.onSubmit(event)} className="grid gap-4">
          <FormField id="task-title" label={t('form.title.label')} error={errors.title?.message}>
            {(control) => <Input {...control} autoComplete="off" {...register('title')} />}
          </FormField>
          <FormField
            id="task-description"
            label={t('form.description.label')}
            error={errors.description?.message}
          >
            {(control) => <Textarea {...control} {...register('description')} />}
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="task-priority" label={t('form.priority.label')} error={errors.priority?.message}>
              {(control) => (
                <Select {...control} {...register('priority')}>
                  {priorities.map((p) => (
                    <option key={p} value={p}>
                      {t(`priority.${p}`)}
                    </option>
                  ))}
                </Select>
              )}
            </FormField>
            <FormField id="task-due-date" label={t('form.dueDate.label')} error={errors.dueDate?.message}>
              {(control) => <Input {...control} type="date" {...register('dueDate')} />}
            </FormField>
          </div>
          <FormField id="task-assignee" label={t('form.assignee.label')} error={errors.assignedToId?.message}>
            {(control) => (
              <Select {...control} {...register('assignedToId')}>
                <option value="">{t('form.assignee.nobody')}</option>
                {members.map((m) => (
                  <option key={m.id} value={String(m.id)}>
                    {m.name}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <FormDialogFooter
            error={save.saveError}
            onCancel={() => onOpenChange(false)}
            pending={save.pending}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
