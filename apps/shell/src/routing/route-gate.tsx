import type { ReactNode } from 'react';
import { Navigate, useLocation } from '@familyhub/ui/router';
import { useSession } from '@familyhub/api-client';
import type { Session } from '@familyhub/contracts';
import { ErrorPanel, Spinner } from '@familyhub/ui';
import { useMessages } from '@familyhub/ui/i18n';
import { routingMessages } from './messages';

/** The whole page loading; also the fallback while a language's messages arrive, so it never waits for them. */
export function FullPageSpinner() {
  return (
    <div className="flex min-h-screen items-center justify-center">
      <Spinner label={routingMessages.t('loading.app')} />
    </div>
  );
}

/** Where sign-in sends the person back to: carried in history state, so the sign-in URL stays plain. */
export interface ReturnState {
  from?: string;
}

function SessionCheckFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useMessages(routingMessages);
  return (
    <div className="flex min-h-screen items-center p-4">
      <ErrorPanel
        title={t('session.error.title')}
        message={t('session.error.message', { error: message })}
        onRetry={onRetry}
      />
    </div>
  );
}

/**
 * Spec 000 §2: a path that is not public needs a session. Without one the visitor goes to /sign-in and comes
 * back to the page they wanted after signing in.
 */
export function RequireSession({ children }: { children: (session: Session) => ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (session.isPending) return <FullPageSpinner />;
  if (session.isError) {
    return <SessionCheckFailed message={session.error.message} onRetry={() => void session.refetch()} />;
  }
  if (!session.data) {
    const state: ReturnState = { from: `${location.pathname}${location.search}${location.hash}` };
    return <Navigate to="/sign-in" replace state={state} />;
  }
  return <>{children(session.data)}</>;
}
