import { EXPORT_FORBIDDEN, type DataExport, type ExportFormat } from '@familyhub/contracts';
import {
  collectFamilyExport,
  fetchServiceText,
  forbidden,
  HttpError,
  notFound,
  type Caller,
} from '@familyhub/server-kit';
import { toFamilyMember } from '../users';
import { effectivePlan } from '../subscription';
import type { AccountRepository } from './account.repository';
import type { DataExportRow } from './data-exports.table';

/** How long a requested export can be downloaded. */
export const EXPORT_LIFETIME_MS = 24 * 60 * 60 * 1000;
export const EXPORT_EXPIRED = 'This export has expired. Please request a new data export.';
export const EXPORT_FORMAT_VERSION = 'familyhub-export/1';

export interface ExportFile {
  filename: string;
  contentType: string;
  body: string;
}

function toDataExport(row: DataExportRow): DataExport {
  const base = `/api/account/export/${row.id}/download`;
  return {
    id: row.id,
    exportType: row.exportType,
    format: row.format,
    status: row.status,
    requestedById: row.requestedById,
    createdAt: row.createdAt.toISOString(),
    exportedAt: row.exportedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt.toISOString(),
    downloads: { json: `${base}?format=json`, ics: `${base}?format=ics` },
  };
}

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '') || 'family';

export function createDataExportService(deps: { account: AccountRepository; internalKey: string }) {
  const { account, internalKey } = deps;

  /** A child never exports (issue 4); a parent only with canExportData, read fresh rather than from the session. */
  async function assertMayExport(caller: Caller): Promise<void> {
    if (caller.role === 'admin') return;
    if (caller.role === 'parent') {
      const self = await account.member(caller.familyId, caller.userId);
      if (self?.role === 'parent' && self.canExportData) return;
    }
    throw forbidden(EXPORT_FORBIDDEN);
  }

  async function familyJson(caller: Caller): Promise<string> {
    const family = await account.family(caller.familyId);
    if (!family) throw notFound('Family');
    const members = await account.members(caller.familyId);
    const domains = await collectFamilyExport(internalKey, caller);
    const document = {
      format: EXPORT_FORMAT_VERSION,
      exportedAt: new Date().toISOString(),
      family: {
        id: family.id,
        name: family.name,
        currency: family.currency,
        plan: family.plan,
        trialEndsAt: family.trialEndsAt,
        createdAt: family.createdAt,
      },
      members: members.map((m) => ({
        ...toFamilyMember(m, effectivePlan(family, new Date())),
        twoFactorEnabled: m.twoFactorEnabled,
        lastLoginAt: m.lastLoginAt,
        createdAt: m.createdAt,
      })),
      identity: await account.familyRows(
        caller.familyId,
        members.map((m) => m.id),
        caller.role === 'admin',
      ),
      domains,
    };
    return JSON.stringify(document, null, 2);
  }

  return {
    assertMayExport,

    async request(caller: Caller): Promise<DataExport> {
      await assertMayExport(caller);
      const row = await account.insertExport({
        familyId: caller.familyId,
        requestedById: caller.userId,
        expiresAt: new Date(Date.now() + EXPORT_LIFETIME_MS),
      });
      return toDataExport(row);
    },

    /** Builds the file from live data: the family's JSON, or its events as iCalendar from planning. */
    async download(caller: Caller, exportId: number, format: ExportFormat): Promise<ExportFile> {
      const row = await account.findExport(caller.familyId, exportId);
      // Only the member who asked may download it; anyone else (in this family or another) is told it is not there.
      if (!row || row.requestedById !== caller.userId) throw notFound('Data export');
      await assertMayExport(caller);
      if (row.expiresAt.getTime() < Date.now()) throw new HttpError(410, 'export_expired', EXPORT_EXPIRED);
      const family = await account.family(caller.familyId);
      const stem = `familyhub-${slug(family?.name ?? 'family')}-${row.createdAt.toISOString().slice(0, 10)}`;
      const file: ExportFile =
        format === 'json'
          ? {
              filename: `${stem}.json`,
              contentType: 'application/json; charset=utf-8',
              body: await familyJson(caller),
            }
          : {
              filename: `${stem}-events.ics`,
              contentType: 'text/calendar; charset=utf-8',
              body: await fetchServiceText(internalKey, 'planning', '/internal/export/events.ics', caller),
            };
      await account.markExported(caller.familyId, row.id, new Date());
      return file;
    },
  };
}
export type DataExportService = ReturnType<typeof createDataExportService>;
