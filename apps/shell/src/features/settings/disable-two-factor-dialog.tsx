import * as React from 'react';
import { useDisableTwoFactor, errorMessage } from '@familyhub/api-client';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  FormField,
  Input,
  toast,
} from '@familyhub/ui';
import { PasswordInput } from '../shared/password-input';

/** Turning two-factor off takes the account password, or a current code (from the app or a backup code). */
export function DisableTwoFactorDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const disable = useDisableTwoFactor();
  const [useCode, setUseCode] = React.useState(false);
  const [value, setValue] = React.useState('');
  const [error, setError] = React.useState<string | null>(null);

  React.useEffect(() => {
    if (!open) {
      setUseCode(false);
      setValue('');
      setError(null);
    }
  }, [open]);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!value.trim()) {
      setError(useCode ? 'Enter the 6-digit code or a backup code' : 'Enter your password');
      return;
    }
    setError(null);
    disable.mutate(useCode ? { code: value.trim() } : { password: value }, {
      onSuccess: () => {
        toast({ title: 'Two-factor authentication is off' });
        onOpenChange(false);
      },
      onError: (caught) => setError(errorMessage(caught)),
    });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Turn off two-factor authentication?</DialogTitle>
          <DialogDescription>
            Sign-in will ask only for your password. Your backup codes stop working.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          {useCode ? (
            <FormField id="disable-code" label="Verification code" error={error ?? undefined}>
              {(control) => (
                <Input
                  {...control}
                  value={value}
                  onChange={(e) => setValue(e.target.value)}
                  autoComplete="one-time-code"
                  maxLength={32}
                />
              )}
            </FormField>
          ) : (
            <FormField id="disable-password" label="Current password" error={error ?? undefined}>
              {(control) => (
                <PasswordInput
                  {...control}
                  value={value}
                  onChange={(e) => setValue(e.target.value)}
                  autoComplete="current-password"
                />
              )}
            </FormField>
          )}
          <div>
            <Button
              type="button"
              variant="link"
              className="h-auto p-0"
              onClick={() => {
                setUseCode((v) => !v);
                setValue('');
                setError(null);
              }}
            >
              {useCode ? 'Use your password instead' : 'Use a code instead'}
            </Button>
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={disable.isPending}>
              {disable.isPending ? 'Turning off…' : 'Turn off'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
