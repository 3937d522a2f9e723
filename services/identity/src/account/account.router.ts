import type { Router } from 'express';
import { familyEndpoints as endpoints } from '@familyhub/contracts';
import { clientAddressOf, endpointRouter } from '@familyhub/server-kit';
import { clearSessionCookie } from '../sessions';
import type { AccountDeletionService } from './account-deletion.service';
import type { DataExportService } from './data-export.service';

/** /api/account: the family's data export (Request Data Export) and Delete Account (Settings › Privacy). */
export function accountRouter(exports: DataExportService, deletion: AccountDeletionService): Router {
  return endpointRouter((bind) => {
    bind(endpoints.requestExport, ({ caller }) => exports.request(caller));
    bind(endpoints.downloadExport, async ({ caller, params, query }, _req, res) => {
      const file = await exports.download(caller, params.id, query.format);
      res.setHeader('Content-Type', file.contentType);
      res.setHeader('Content-Disposition', `attachment; filename="${file.filename}"`);
      res.setHeader('Cache-Control', 'private, no-store');
      res.send(file.body);
    });
    bind(endpoints.deleteAccount, async ({ caller, body }, req, res) => {
      const answer = await deletion.deleteAccount(caller, body, clientAddressOf(req));
      clearSessionCookie(req, res);
      return answer;
    });
  });
}
