import {
  FAMILY_FILE_QUOTA_BYTES,
  fileDomains,
  type DomainStorageUsage,
  type FamilyStorageUsage,
  type FileDomain,
} from '@familyhub/contracts';
import { callService, type Caller } from '@familyhub/server-kit';

export interface FamilyStorageServiceOptions {
  internalKey: string;
}

/**
 * Settings → Storage: the family's stored files in every domain that keeps files, each against its share of the
 * family's quota (ADR 0009). Each domain counts its own files (`GET /internal/files/usage`); a domain that does not
 * answer is named rather than failing the whole answer.
 */
export function createFamilyStorageService({ internalKey }: FamilyStorageServiceOptions) {
  return {
    async usage(caller: Caller): Promise<FamilyStorageUsage> {
      const answers = await Promise.all(
        fileDomains.map(async (domain): Promise<DomainStorageUsage | FileDomain> => {
          try {
            return await callService<DomainStorageUsage>(internalKey, domain, {
              path: '/internal/files/usage',
              caller,
            });
          } catch {
            return domain;
          }
        }),
      );
      const domains = answers.filter((a): a is DomainStorageUsage => typeof a !== 'string');
      return {
        usedBytes: domains.reduce((sum, d) => sum + d.usedBytes, 0),
        quotaBytes: FAMILY_FILE_QUOTA_BYTES,
        domains,
        unavailable: answers.filter((a): a is FileDomain => typeof a === 'string'),
      };
    },
  };
}
export type FamilyStorageService = ReturnType<typeof createFamilyStorageService>;
