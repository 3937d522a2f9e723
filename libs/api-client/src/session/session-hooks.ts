import { callEndpoint } from '../endpoints';
import { useMemo } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  endpointRoutes,
  canOrganise,
  type FamilyMember,
  type Session,
  type SignInBody,
  type SignUpBody,
  type TwoFactorSignInBody,
} from '@familyhub/contracts';
import { isApiError } from '../api-error';

import { queryKeys } from '../query-keys';
import { forgetQueryCache } from '../offline/persist-cache';

/** GET /api/auth/me: the signed-in member, family and subscription; null when nobody is signed in (401). */
export async function fetchSession(): Promise<Session | null> {
  try {
    return await callEndpoint(endpointRoutes.auth.me);
  } catch (error) {
    if (isApiError(error, 401)) return null;
    throw error;
  }
}

export function useSession() {
  // Asked even with no network: a page that does not carry its session then says plainly that FamilyHub cannot be
  // reached, instead of waiting for a network (the other queries wait, showing what was kept: issue #31).
  return useQuery({ queryKey: queryKeys.session(), queryFn: fetchSession, networkMode: 'always' });
}

export function useFamilyMembers(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeys.users(),
    queryFn: () => callEndpoint(endpointRoutes.users.list),
    enabled: options.enabled ?? true,
  });
}

const noMembers: FamilyMember[] = [];

/** What a screen shows for an id that is nobody in the family any more. */
export const FORMER_MEMBER = 'a former member';

/**
 * The family's members as every screen needs them: the list, a lookup by id, their names, and the signed-in
 * member (`me`) with whether they organise the family (admins and parents). `enabled: false` skips the list
 * (a child's screen that never shows it).
 */
export function useMembers(options: { enabled?: boolean } = {}) {
  const session = useSession();
  const query = useFamilyMembers(options);
  const me = session.data?.user;
  const all = query.data ?? noMembers;
  const organiser = me ? canOrganise(me.role) : false;
  const byId = useMemo(() => new Map(all.map((member) => [member.id, member])), [all]);
  const visible = useMemo(
    () => (organiser ? all : all.filter((member) => member.id === me?.id)),
    [all, organiser, me?.id],
  );
  return {
    me,
    organiser,
    all,
    byId,
    /** The members whose records the signed-in member sees: everyone for an organiser, only themself for a child. */
    visible,
    nameOf: (id: number | null | undefined, fallback = FORMER_MEMBER) =>
      id == null ? fallback : (byId.get(id)?.name ?? fallback),
    isPending: session.isPending || query.isPending,
    /** The list's own query (its error and refetch). */
    query,
  };
}
export type Members = ReturnType<typeof useMembers>;

export function useSubscriptionStatus(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeys.subscription(),
    queryFn: () => callEndpoint(endpointRoutes.billing.status),
    enabled: options.enabled ?? true,
  });
}

export function useDemoInfo() {
  return useQuery({ queryKey: queryKeys.demoInfo(), queryFn: () => callEndpoint(endpointRoutes.auth.demo) });
}

/** After signing in or up, the new session replaces every cached answer of the previous visitor. */
function useStoreSession() {
  const queryClient = useQueryClient();
  return (session: Session) => {
    queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== queryKeys.session()[0] });
    queryClient.setQueryData(queryKeys.session(), session);
    queryClient.setQueryData(queryKeys.subscription(), session.subscription);
  };
}

/** The password step: a session, or — when the account has two-factor on — a challenge for the code step. */
export function useSignIn() {
  const storeSession = useStoreSession();
  return useMutation({
    mutationFn: (body: SignInBody) => callEndpoint(endpointRoutes.auth.signIn, { body }),
    onSuccess: (answer) => {
      if (!('twoFactorRequired' in answer)) storeSession(answer);
    },
  });
}

/** POST /api/auth/sign-in/2fa — the code step; a TOTP code or an unused backup code. */
export function useCompleteTwoFactorSignIn() {
  const storeSession = useStoreSession();
  return useMutation({
    mutationFn: (body: TwoFactorSignInBody) => callEndpoint(endpointRoutes.auth.signInTwoFactor, { body }),
    onSuccess: storeSession,
  });
}

export function useSignUp() {
  const storeSession = useStoreSession();
  return useMutation({
    mutationFn: (body: SignUpBody) => callEndpoint(endpointRoutes.auth.signUp, { body }),
    onSuccess: storeSession,
  });
}

export function useDemoSignIn() {
  const storeSession = useStoreSession();
  return useMutation({
    mutationFn: () => callEndpoint(endpointRoutes.auth.demoSignIn),
    onSuccess: storeSession,
  });
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(endpointRoutes.auth.signOut),
    onSettled: () => {
      // Forget everything the signed-out member could see, whatever the server answered: on the page and the
      // answers kept for offline use on this device (issue #31). Changes still waiting for the network stay, to be
      // sent at the member's next sign-in.
      const memberId = queryClient.getQueryData<Session | null>(queryKeys.session())?.user.id;
      if (memberId !== undefined) void forgetQueryCache(memberId);
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== queryKeys.session()[0] });
      queryClient.setQueryData(queryKeys.session(), null);
    },
  });
}
