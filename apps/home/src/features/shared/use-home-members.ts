import { useMemo } from 'react';
import { useFamilyMembers, useSession } from '@familyhub/api-client';
import { canOrganise, type FamilyMember } from '@familyhub/contracts';

const none: FamilyMember[] = [];

/** Who is signed in, whether they organise the household (admin or parent), and the family's names. */
export function useHomeMembers() {
  const session = useSession();
  const members = useFamilyMembers();
  const me = session.data?.user;
  const all = members.data ?? none;
  const byId = useMemo(() => new Map(all.map((m) => [m.id, m])), [all]);
  return {
    me,
    organiser: me ? canOrganise(me.role) : false,
    all,
    nameOf: (id: number | null | undefined) =>
      id == null ? 'a former member' : (byId.get(id)?.name ?? 'a former member'),
    isPending: session.isPending || members.isPending,
  };
}
export type HomeMembers = ReturnType<typeof useHomeMembers>;
