import { useCallback, useState, type BaseSyntheticEvent } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { errorMessage, isApiError } from '@familyhub/api-client';
import { errorCodes } from '@familyhub/contracts';
import { toast } from '../toast/toast-store';

type ToastText = string | { title: string; description?: string };

export interface SaveFormOptions<Body, Variables, Answer> {
  /** The mutation's variables for the checked body (an id beside it, say); the body itself when absent. */
  variables?: (body: Body) => Variables;
  /** The toast once saved: its title, or title and description, or made from the answer and the body sent. */
  saved?: ToastText | ((answer: Answer, body: Body) => ToastText);
  /** The failure's sentence above the buttons; the server's own sentence (`errorMessage`) when absent. */
  failed?: (error: unknown) => string;
  /** Also show a failure as a destructive toast under this title. */
  failedToast?: string;
  /** After saving (and the toast): close the dialog, open what was made. */
  onDone?: (answer: Answer) => void;
}

export interface SaveForm {
  /** The form's submit handler: `<form noValidate onSubmit={save.onSubmit}>`. */
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** The failure to show above the buttons (`FormDialogFooter error`); null before and after a good save. */
  saveError: string | null;
  /** Forgets the failure (a dialog opened again); the same function every render. */
  clearError: () => void;
  /** While the form is checked and saved (the submit button waits). */
  pending: boolean;
}

/** The issues of a 400 `validation_failed` answer (zod issues in details) that name a field of this form. */
function fieldIssues(error: unknown, fields: object): { field: string; message: string }[] {
  if (!isApiError(error, 400) || error.code !== errorCodes.validation) return [];
  const details = (error.body as { details?: unknown }).details;
  if (!Array.isArray(details)) return [];
  return details.flatMap((issue: { path?: unknown; message?: unknown }) => {
    const path = Array.isArray(issue?.path) ? issue.path.map(String) : [];
    return path.length > 0 && path[0] in fields && typeof issue.message === 'string'
      ? [{ field: path.join('.'), message: issue.message }]
      : [];
  });
}

/**
 * The save of every form dialog: submit → the contract's check (the form's resolver) → `mutateAsync` → the
 * success toast → `onDone` (close). The server refusing a field (400 `validation_failed`, zod issues in details)
 * puts its words under that field, as the form's own check would; any other failure shows the server's sentence
 * above the buttons (`saveError`), and as a toast too with `failedToast`.
 *
 * ```ts
 * const save = useSaveForm(form, useSaveTask(), { saved: 'Task saved', onDone: () => onOpenChange(false) });
 * <form noValidate onSubmit={save.onSubmit}> … <FormDialogFooter error={save.saveError} pending={save.pending} … />
 * ```
 */
export function useSaveForm<Values extends FieldValues, Body, Variables = Body, Answer = unknown>(
  form: UseFormReturn<Values, unknown, Body>,
  mutation: { mutateAsync: (variables: Variables) => Promise<Answer> },
  options: SaveFormOptions<Body, Variables, Answer> = {},
): SaveForm {
  const [saveError, setSaveError] = useState<string | null>(null);
  const clearError = useCallback(() => setSaveError(null), []);

  const save = async (body: Body) => {
    setSaveError(null);
    let answer: Answer;
    try {
      answer = await mutation.mutateAsync(
        options.variables ? options.variables(body) : (body as unknown as Variables),
      );
    } catch (error) {
      const issues = fieldIssues(error, form.getValues());
      if (issues.length > 0) {
        for (const { field, message } of issues) {
          form.setError(field as FieldPath<Values>, { type: 'server', message }, { shouldFocus: true });
        }
        return;
      }
      const message = options.failed ? options.failed(error) : errorMessage(error);
      if (options.failedToast)
        toast({ variant: 'destructive', title: options.failedToast, description: message });
      setSaveError(message);
      return;
    }
    const saved = typeof options.saved === 'function' ? options.saved(answer, body) : options.saved;
    if (saved) toast(typeof saved === 'string' ? { title: saved } : saved);
    options.onDone?.(answer);
  };

  return {
    onSubmit: (event) => form.handleSubmit(save)(event),
    saveError,
    clearError,
    pending: form.formState.isSubmitting,
  };
}
