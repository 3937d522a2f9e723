import type { Role } from '@familyhub/contracts';

const labels: Record<Role, string> = { admin: 'Admin', parent: 'Parent', child: 'Child' };

export function roleLabel(role: Role): string {
  return labels[role] ?? role;
}
