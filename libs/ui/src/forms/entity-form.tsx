import type * as React from 'react';
import { FormDialogFooter } from '../components/form-dialog-footer';
import type { SaveForm } from './use-save-form';

export interface EntityFormProps {
  /** The form's save (`useSaveForm`): its submit, its failure above the buttons and its pending state. */
  save: SaveForm;
  /** Cancel: closes the dialog without saving. */
  onCancel: () => void;
  /** The form's fields. */
  children: React.ReactNode;
  submitLabel?: string;
  cancelLabel?: string;
  /** Keeps the submit button disabled for a reason of the form's own (an amount not above 0), besides saving. */
  submitDisabled?: boolean;
}

/**
 * The body of an add/edit dialog (`FormDialog`): the fields, then the save's failure, Cancel and the submit
 * button, wired to `useSaveForm`. A native form, so Enter in a field submits; the dialog closes on Escape.
 *
 * ```tsx
 * const save = useSaveForm(form, useSaveTask(), { saved: 'Task saved', onDone });
 * <EntityForm save={save} onCancel={onDone} submitLabel="Add">…fields…</EntityForm>
 * ```
 */
export function EntityForm({
  save,
  onCancel,
  children,
  submitLabel,
  cancelLabel,
  submitDisabled = false,
}: EntityFormProps) {
  return (
    <form noValidate onSubmit={(event) => void save.onSubmit(event)} className="grid gap-4">
      {children}
      <FormDialogFooter
        error={save.saveError}
        onCancel={onCancel}
        pending={save.pending || submitDisabled}
        submitLabel={submitLabel}
        cancelLabel={cancelLabel}
      />
    </form>
  );
}
