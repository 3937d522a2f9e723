import * as React from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { isApiError, queryKeys } from '@familyhub/api-client';
import { toast } from '@familyhub/ui';
import { routingMessages } from './messages';

/**
 * Issue #9 item 7: when any call in the middle of a session answers 401 `unauthenticated` (the session was revoked
 * from another device, expired, or the account was removed), the shell signs out cleanly: every cached answer is
 * dropped and the route gate sends the person to sign-in, which returns them to the page they were on. Other 401s
 * (a wrong code or password in a form) are the form's business.
 */
export function useSignOutWhenSessionEnds(): void {
  const queryClient = useQueryClient();
  React.useEffect(() => {
    const sessionKey = queryKeys.session();
    const onError = (error: unknown) => {
      if (!isApiError(error, 401) || error.code !== 'unauthenticated') return;
      if (!queryClient.getQueryData(sessionKey)) return; // nobody was signed in: a sign-in form's own 401
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== sessionKey[0] });
      queryClient.setQueryData(sessionKey, null);
      toast({
        title: routingMessages.t('session.ended.title'),
        description: routingMessages.t('session.ended.body'),
      });
    };
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error);
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error);
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient]);
}
