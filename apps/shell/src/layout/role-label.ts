import type { Role } from '@familyhub/contracts';
import { layoutMessages } from './messages';

const keys = { admin: 'role.admin', parent: 'role.parent', child: 'role.child' } as const;

/**
 * How a role reads in the language in force. A component passes its `useMessages(layoutMessages)` so it draws
 * again when the language changes; without it, the catalogue's own `t`.
 */
export function roleLabel(role: Role, t: (typeof layoutMessages)['t'] = layoutMessages.t): string {
  const key = keys[role] as (typeof keys)[Role] | undefined;
  return key ? t(key) : role;
}
