import { useMemo } from 'react';
import { useFamilyMembers, useSession } from '@familyhub/api-client';
import { canOrganise, type FamilyMember } from '@familyhub/contracts';

const none: FamilyMember[] = [];

/**
 * Who is signed in and whose health records they may see (docs/architecture.md "Wellness"): admins and parents
 * see everyone; a child sees only themself.
 */
export function useWellnessMembers() {
  const session = useSession();
  const members = useFamilyMembers();
  const me = session.data?.user;
  const all = members.data ?? none;
  const caregiver = me ? canOrganise(me.role) : false;
  const visible = useMemo(() => (caregiver ? all : all.filter((m) => m.id === me?.id)), [all, caregiver, me]);
  const byId = useMemo(() => new Map(all.map((m) => [m.id, m])), [all]);
  return {
    me,
    caregiver,
    /** The members whose records the caller sees (the filter's choices). */
    visible,
    nameOf: (id: number | null | undefined) =>
      id == null ? 'a former member' : (byId.get(id)?.name ?? 'a former member'),
    isPending: session.isPending || members.isPending,
  };
}
export type WellnessMembers = ReturnType<typeof useWellnessMembers>;
