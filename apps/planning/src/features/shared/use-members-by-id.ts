import { useMemo } from 'react';
import { useFamilyMembers } from '@familyhub/api-client';
import type { FamilyMember } from '@familyhub/contracts';

const none: FamilyMember[] = [];

/** The family members (for assignee names and avatars), with a lookup by id. */
export function useMembersById() {
  const query = useFamilyMembers();
  const members = query.data ?? none;
  const membersById = useMemo(() => new Map(members.map((m) => [m.id, m])), [members]);
  return { members, membersById };
}
