import { callEndpoint } from '../endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type Session,
  type UpdateFamilyBody,
  type UpdateMemberBody,
  type UpdatePasswordBody,
  type UpdateProfileBody,
  authEndpoints,
  familyEndpoints,
  securityEndpoints,
  userEndpoints,
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
    mutationFn: (body: UpdateProfileBody) => callEndpoint(userEndpoints.updateProfile, { body }),
    onSuccess: (user) => {
      updateSession((session) => ({ ...session, user }));
      return queryClient.invalidateQueries({ queryKey: queryKeys.users() });
    },
  });
}

/** PATCH /api/users/:id — Manage member (role, colour, permission flags). */
export function useUpdateMember() {
  const queryClient = useQueryClient();
  const updateSession = useUpdateCachedSession();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateMemberBody & { id: number }) =>
      callEndpoint(userEndpoints.updateMember, { params: { id }, body }),
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
    mutationFn: (id: number) => callEndpoint(userEndpoints.remove, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.users() }),
  });
}

/** PATCH /api/settings/family — the family's name (admin only). */
export function useUpdateFamily() {
  const updateSession = useUpdateCachedSession();
  return useMutation({
    mutationFn: (body: UpdateFamilyBody) => callEndpoint(familyEndpoints.updateSettings, { body }),
    onSuccess: (family) => updateSession((session) => ({ ...session, family })),
  });
}

/** POST /api/user/update-password — the server signs every other session out on success. */
export function useUpdatePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdatePasswordBody) => callEndpoint(authEndpoints.updatePassword, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.activeSessions() }),
  });
}

/** GET /api/auth/sessions — the caller's live sessions. */
export function useActiveSessions() {
  return useQuery({
    queryKey: queryKeys.activeSessions(),
    queryFn: () => callEndpoint(securityEndpoints.sessions),
  });
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(securityEndpoints.revokeSession, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.activeSessions() }),
  });
}

/** POST /api/auth/sessions/revoke-all — every session ends, this one too: forget everything cached. */
export function useRevokeAllSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(securityEndpoints.revokeAllSessions),
    onSuccess: () => {
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== queryKeys.session()[0] });
      queryClient.setQueryData(queryKeys.session(), null);
    },
  });
}
