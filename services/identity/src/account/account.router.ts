import { Router } from 'express';
import { deleteAccountBody, exportFormat } from '@familyhub/contracts';
import { callerOf, clientAddressOf, parse, parseId } from '@familyhub/server-kit';
import { clearSessionCookie } from '../sessions';
import type { AccountDeletionService } from './account-deletion.service';
import type { DataExportService } from './data-export.service';

/** /api/account: the family's data export (Request Data Export) and Delete Account (Settings › Privacy). */
export function accountRouter(exports: DataExportService, deletion: AccountDeletionService): Router {
  const router = Router();

  router.post('/api/account/export', async (req, res) => {
    res.status(201).json(await exports.request(callerOf(req)));
  });

  router.get('/api/account/export/:id/download', async (req, res) => {
    const caller = callerOf(req);
    const exportId = parseId(req.params.id, 'Data export');
    const format = parse(exportFormat, req.query.format ?? 'json');
    const file = await exports.download(caller, exportId, format);
    res.setHeader('Content-Type', file.contentType);
    res.setHeader('Content-Disposition', `attachment; filename="${file.filename}"`);
    res.setHeader('Cache-Control', 'private, no-store');
    res.send(file.body);
  });

  router.delete('/api/account', async (req, res) => {
    const caller = callerOf(req);
    const answer = await deletion.deleteAccount(
      caller,
      parse(deleteAccountBody, req.body ?? {}),
      clientAddressOf(req),
    );
    clearSessionCookie(req, res);
    res.json(answer);
  });

  return router;
}
