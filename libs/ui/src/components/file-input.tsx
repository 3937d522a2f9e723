import * as React from 'react';
import { Paperclip, X } from 'lucide-react';
import { checkFileForUse, fileAccept, type FileUse } from '@familyhub/contracts';
// The shared singleton, never a relative path: the member's formats live in one instance.
import { useFormats } from '@familyhub/ui/i18n';
import { cn } from '../cn';
import { Button } from './button';
import { FieldError } from './form-field';
import { useUiMessages } from '../messages';

export interface FileInputProps {
  /** The id of the native file input, so a `<FormField id>` label opens the picker and names it. */
  id: string;
  /** The chosen file (controlled). */
  file: File | null;
  onFileChange(file: File | null): void;
  /**
   * What the file is for (`fileUses` in contracts): fills `accept` and checks the type and size before anything is
   * sent, showing the use's words (e.g. 'File too large: Receipt image must be less than 5MB').
   */
  use?: FileUse;
  /** Without a use: the `accept` attribute. */
  accept?: string;
  disabled?: boolean;
  /** Label of the button; default 'Choose file' ('Replace file' once a file is chosen). */
  chooseLabel?: string;
  /** An error to show under the field (e.g. the upload failed); the use's check shows its own. */
  error?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  className?: string;
}

/**
 * A file picker that works from the keyboard: a real button opens the browser's picker (Enter or Space), the
 * chosen file's name and size show beside it (sizes as spec 000 §9 writes them), and Remove clears it.
 */
export function FileInput({
  id,
  file,
  onFileChange,
  use,
  accept,
  disabled,
  chooseLabel,
  error,
  className,
  ...aria
}: FileInputProps) {
  const t = useUiMessages();
  const formats = useFormats();
  const input = React.useRef<HTMLInputElement>(null);
  const [refusal, setRefusal] = React.useState<string | undefined>();
  const statusId = `${id}-chosen`;
  const refusalId = `${id}-refusal`;
  const shownError = refusal ?? error;
  const describedBy = [statusId, shownError ? refusalId : null, aria['aria-describedby']]
    .filter(Boolean)
    .join(' ');

  const choose = (event: React.ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0] ?? null;
    // Cleared so that choosing the same file again still reports a change.
    event.target.value = '';
    if (!picked) return;
    const problem = use ? checkFileForUse(use, picked) : null;
    setRefusal(problem ?? undefined);
    onFileChange(problem ? null : picked);
  };

  return (
    <div className={cn('grid gap-2', className)} data-slot="file-input">
      <input
        ref={input}
        id={id}
        type="file"
        className="sr-only"
        tabIndex={-1}
        accept={use ? fileAccept(use) : accept}
        disabled={disabled}
        onChange={choose}
        aria-invalid={aria['aria-invalid'] || Boolean(shownError)}
        aria-describedby={describedBy}
      />
      <div className="flex min-w-0 flex-wrap items-center gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={disabled}
          onClick={() => input.current?.click()}
          aria-describedby={describedBy}
        >
          <Paperclip aria-hidden="true" />
          {chooseLabel ?? (file ? t('file.replace') : t('file.choose'))}
        </Button>
        <span id={statusId} className="min-w-0 truncate text-sm text-muted-foreground" aria-live="polite">
          {file ? (
            <>
              <span className="font-medium text-foreground">{file.name}</span> ({formats.fileSize(file.size)})
            </>
          ) : (
            t('file.none')
          )}
        </span>
        {file ? (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            disabled={disabled}
            onClick={() => {
              setRefusal(undefined);
              onFileChange(null);
            }}
            aria-label={t('file.removeNamed', { file: file.name })}
          >
            <X aria-hidden="true" />
            {t('file.remove')}
          </Button>
        ) : null}
      </div>
      <FieldError id={refusalId} message={shownError} />
    </div>
  );
}
