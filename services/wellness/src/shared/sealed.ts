import { isEncryptedValue, type FieldCipher } from '@familyhub/server-kit';

/**
 * Sealing for a member's private writing (check-in scores and answers; journal entries written before entries had
 * keys of their own): the existing field cipher (AES-256-GCM under FIELD_ENCRYPTION_KEY), its authenticated context
 * naming the column, the family AND the member, so a value copied to another row, family or author no longer opens.
 * Only the repositories of those tables use it.
 */
export function memberSealed<F extends string>(cipher: FieldCipher, scope: string, fields: readonly F[]) {
  const contextOf = (familyId: number, userId: number, field: F) =>
    `${scope}.${field}|family:${familyId}|member:${userId}`;
  return {
    seal<T extends Partial<Record<F, string | null>>>(familyId: number, userId: number, values: T): T {
      const sealed: Record<string, unknown> = { ...values };
      for (const field of fields) {
        const value = values[field];
        if (typeof value === 'string')
          sealed[field] = cipher.encrypt(value, contextOf(familyId, userId, field));
      }
      return sealed as T;
    },
    /**
     * After a key rotation: the row's sealed fields written under a retired key, sealed again under the current
     * one (null when every field is current or plaintext), so the retired key can go.
     */
    resealed<T extends Partial<Record<F, string | null>> & { userId: number }>(
      familyId: number,
      row: T,
    ): Partial<Record<F, string>> | null {
      const changed: Partial<Record<F, string>> = {};
      for (const field of fields) {
        const value = row[field];
        if (typeof value !== 'string' || !isEncryptedValue(value) || cipher.isCurrent(value)) continue;
        const context = contextOf(familyId, row.userId, field);
        changed[field] = cipher.encrypt(cipher.decrypt(value, context), context);
      }
      return Object.keys(changed).length > 0 ? changed : null;
    },
    open<T extends Partial<Record<F, string | null>> & { userId: number }>(familyId: number, row: T): T {
      const opened: Record<string, unknown> = { ...row };
      for (const field of fields) {
        const value = row[field];
        if (typeof value === 'string')
          opened[field] = cipher.decrypt(value, contextOf(familyId, row.userId, field));
      }
      return opened as T;
    },
  };
}
