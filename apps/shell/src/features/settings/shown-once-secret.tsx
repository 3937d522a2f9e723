import type { ReactNode } from 'react';
import { Button, DialogDescription, DialogFooter, DialogHeader, DialogTitle, toast } from '@familyhub/ui';
import { useMessages } from '@familyhub/ui/i18n';
import { settingsMessages } from './messages';

export interface ShownOnceSecretProps {
  title: string;
  /** Why it must be copied now: it is never shown again. */
  description: ReactNode;
  /** The secret as the clipboard gets it. */
  copyText: string;
  /** The copy button's label, and the toasts once copied or not. */
  copyLabel: string;
  copiedToast: string;
  copyFailedToast: string;
  onDone: () => void;
  /** The secret as shown, and anything said about using it. */
  children: ReactNode;
}

/**
 * The last step of a dialog that made a secret the server keeps only a hash of (an API token, backup codes):
 * the secret, a button that copies it, and Done. Closing the dialog forgets it.
 */
export function ShownOnceSecret({
  title,
  description,
  copyText,
  copyLabel,
  copiedToast,
  copyFailedToast,
  onDone,
  children,
}: ShownOnceSecretProps) {
  const t = useMessages(settingsMessages);
  return (
    <>
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
      </DialogHeader>
      {children}
      <DialogFooter>
        <Button
          type="button"
          variant="outline"
          onClick={() =>
            void navigator.clipboard
              ?.writeText(copyText)
              .then(() => toast({ title: copiedToast }))
              .catch(() => toast({ title: copyFailedToast, variant: 'destructive' }))
          }
        >
          {copyLabel}
        </Button>
        <Button type="button" onClick={onDone}>
          {t('secret.done')}
        </Button>
      </DialogFooter>
    </>
  );
}
