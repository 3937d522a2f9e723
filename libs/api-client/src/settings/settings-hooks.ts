import { callEndpoint } from '../endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  endpointRoutes,
  type LanguageSettings,
  type Session,
  type UpdateFamilyBody,
  type UpdateMemberBody,
  type UpdatePasswordBody,
  type UpdateProfileBody,
} from '@familyhub/contracts';

import { queryKeys } from '../query-keys';

/** Keeps the cached session (sidebar user card, header) in step with a changed member or family. */
function useUpdateCachedSession() {
  const queryClient = useQueryClient();
  return (change: (session: Session) => Session) => {
    const session = queryClient.getQueryData<Session | null>(queryKeys.session());
    if (session) queryClient.setQueryData(queryKeys.session(), change(session));
  };
}

/** PATCH /api/users/me — Settings › Profile. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const updateSession = useUpdateCachedSession();
  return useMutation({
    mutationFn: (body: UpdateProfileBody) => callEndpoint(endpointRoutes.users.updateProfile, { body }),
    onSuccess: (user) => {
      updateSession((session) => ({ ...session, user }));
      return queryClient.invalidateQueries({ queryKey: queryKeys.users() });
    },
  });
}

/** PUT /api/users/me/language — Settings › Profile: the member's language and formats, kept in their session. */
export function useSaveLanguageSettings() {
  const updateSession = useUpdateCachedSession();
  return useMutation({
    mutationFn: (body: LanguageSettings) => callEndpoint(endpointRoutes.users.saveLanguage, { body }),
    onSuccess: (language) => updateSession((session) => ({ ...session, language })),
  });
}

/** PATCH /api/users/:id — Manage member (role, colour, permission flags). */
export function useUpdateMember() {
  const queryClient = useQueryClient();
  const updateSession = useUpdateCachedSession();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateMemberBody & { id: number }) =>
      callEndpoint(endpointRoutes.users.updateMember, { params: { id }, body }),
    onSuccess: (member) => {
      updateSession((session) => (session.user.id === member.id ? { ...session, user: member } : session));
      return queryClient.invalidateQueries({ queryKey: queryKeys.users() });
    },
  });
}

/** DELETE /api/users/:id — Remove member. */
export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(endpointRoutes.users.remove, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.users() }),
  });
}

/** PATCH /api/settings/family — the family's name (admin only). */
export function useUpdateFamily() {
  const updateSession = useUpdateCachedSession();
  return useMutation({
    mutationFn: (body: UpdateFamilyBody) => callEndpoint(endpointRoutes.family.updateSettings, { body }),
    onSuccess: (family) => updateSession((session) => ({ ...session, family })),
  });
}

/** POST /api/user/update-password — the server signs every other session out on success. */
export function useUpdatePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdatePasswordBody) => callEndpoint(endpointRoutes.auth.updatePassword, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.activeSessions() }),
  });
}

/** GET /api/auth/sessions — the caller's live sessions. */
export function useActiveSessions() {
  return useQuery({
    queryKey: queryKeys.activeSessions(),
    queryFn: () => callEndpoint(endpointRoutes.security.sessions),
  });
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(endpointRoutes.security.revokeSession, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.activeSessions() }),
  });
}

/** POST /api/auth/sessions/revoke-all — every session ends, this one too: forget everything cached. */
export function useRevokeAllSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(endpointRoutes.security.revokeAllSessions),
    onSuccess: () => {
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== queryKeys.session()[0] });
      queryClient.setQueryData(queryKeys.session(), null);
    },
  });
}
