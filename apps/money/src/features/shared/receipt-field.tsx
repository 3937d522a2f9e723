import { useEffect, useState } from 'react';
import { fileUses } from '@familyhub/contracts';
import { FieldError, FileInput } from '@familyhub/ui';
import { useMessages } from '@familyhub/ui/i18n';
import { sharedMessages } from './messages';

/**
 * The optional receipt image of a grocery trip or an expense (spec 001 §5): an image under 5MB (the FileInput checks the type and size
 * with the spec's words before anything is sent), previewed once the browser has read it; a read failure says
 * 'Failed to read the image file'. The server checks the bytes again.
 */
export function ReceiptField({
  id,
  file,
  onFileChange,
  disabled,
}: {
  id: string;
  file: File | null;
  onFileChange: (file: File | null) => void;
  disabled?: boolean;
}) {
  const t = useMessages(sharedMessages);
  const [preview, setPreview] = useState<string | null>(null);
  const [readFailed, setReadFailed] = useState(false);

  useEffect(() => {
    setPreview(null);
    if (!file) return;
    const reader = new FileReader();
    let current = true;
    reader.onload = () => {
      if (current) setPreview(typeof reader.result === 'string' ? reader.result : null);
    };
    reader.onerror = () => {
      if (!current) return;
      setReadFailed(true);
      onFileChange(null);
    };
    reader.readAsDataURL(file);
    return () => {
      current = false;
    };
  }, [file, onFileChange]);

  return (
    <div className="grid gap-2">
      <FileInput
        id={id}
        file={file}
        onFileChange={(picked) => {
          setReadFailed(false);
          onFileChange(picked);
        }}
        use={fileUses.receipt}
        disabled={disabled}
        chooseLabel={file ? t('receipt.replace') : t('receipt.attach')}
      />
      <FieldError message={readFailed ? t('receipt.readFailed') : undefined} />
      {preview ? (
        <img
          src={preview}
          alt={t('receipt.preview')}
          className="max-h-40 w-auto rounded-md border border-border"
        />
      ) : null}
    </div>
  );
}
