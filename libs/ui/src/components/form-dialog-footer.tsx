import { Button } from './button';
import { DialogFooter } from './dialog';
import { useUiMessages } from '../messages';

export interface FormDialogFooterProps {
  /** The server's sentence when saving failed; shown as an alert above the buttons. */
  error?: string | null;
  onCancel: () => void;
  /** Disables the submit button while the form is being saved. */
  pending: boolean;
  submitLabel?: string;
  cancelLabel?: string;
}

/** The end of a form inside a dialog: the save error (if any), then Cancel and the submit button. */
export function FormDialogFooter({
  error,
  onCancel,
  pending,
  submitLabel,
  cancelLabel,
}: FormDialogFooterProps) {
  const t = useUiMessages();
  return (
    <>
      {error ? (
        <p
          role="alert"
          className="rounded-md border border-destructive/40 px-3 py-2 text-sm text-destructive"
        >
          {error}
        </p>
      ) : null}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          {cancelLabel ?? t('form.cancel')}
        </Button>
        <Button type="submit" disabled={pending}>
          {submitLabel ?? t('form.save')}
        </Button>
      </DialogFooter>
    </>
  );
}
