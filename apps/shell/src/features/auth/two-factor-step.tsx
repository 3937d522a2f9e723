import { bodyResolver } from '@familyhub/ui/forms';
import { useForm } from 'react-hook-form';
import { isApiError, useCompleteTwoFactorSignIn } from '@familyhub/api-client';
import { twoFactorSignInBody, type Session } from '@familyhub/contracts';
import { Button, FormField, Input } from '@familyhub/ui';
import { useMessages } from '@familyhub/ui/i18n';
import { authMessages } from './messages';

// The challenge is the step's own (not typed); the form checks the code with the contract's words.
const codeForm = twoFactorSignInBody.pick({ code: true });

function failureOf(error: Error, t: (typeof authMessages)['t']): string {
  if (isApiError(error, 401) && error.code === 'invalid_code') return t('twoFactor.error.invalid');
  if (isApiError(error) && error.serverMessage) return error.serverMessage;
  return t('twoFactor.error.failed', { error: error.message });
}

/**
 * The second sign-in step when the account has two-factor on: a 6-digit code from the authenticator app,
 * or one of the backup codes. An expired challenge sends the person back to the password step.
 */
export function TwoFactorStep({
  challenge,
  onSignedIn,
  onRestart,
}: {
  challenge: string;
  onSignedIn: (session: Session) => void;
  onRestart: (reason?: string) => void;
}) {
  const complete = useCompleteTwoFactorSignIn();
  const t = useMessages(authMessages);
  const form = useForm<{ code: string }>({ resolver: bodyResolver(codeForm), defaultValues: { code: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ code }) => {
    try {
      onSignedIn(await complete.mutateAsync({ challenge, code }));
    } catch (caught) {
      if (isApiError(caught, 401) && caught.code === 'challenge_expired') onRestart(caught.serverMessage);
      else form.setError('code', { message: failureOf(caught as Error, t) });
    }
  });

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className="grid gap-4"
      aria-label={t('twoFactor.title')}
    >
      <div className="grid gap-1">
        <h2 className="text-lg font-semibold">{t('twoFactor.title')}</h2>
        <p className="text-sm text-muted-foreground">{t('twoFactor.body')}</p>
      </div>
      <FormField id="two-factor-code" label={t('twoFactor.code')} error={errors.code?.message}>
        {(control) => (
          <Input
            {...control}
            {...form.register('code')}
            autoComplete="one-time-code"
            autoCapitalize="off"
            spellCheck={false}
            autoFocus
            maxLength={32}
          />
        )}
      </FormField>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t('twoFactor.verifying') : t('twoFactor.verify')}
      </Button>
      <Button type="button" variant="link" className="h-auto p-0" onClick={() => onRestart()}>
        {t('twoFactor.back')}
      </Button>
    </form>
  );
}
