import { Router } from 'express';
import {
  createSchoolDocumentBody,
  documentSummaryQuery,
  documentTaskBody,
  schoolDocumentsQuery,
  submitSchoolDocumentBody,
  updateSchoolDocumentBody,
} from '@familyhub/contracts';
import { callerOf, parse, parseId } from '@familyhub/server-kit';
import type { DocumentsService } from './documents.service';

/** Spec 000 §7's school-document calls, plus the summary (badge, banner) and "make it a task". */
export function documentsRouter(documents: DocumentsService): Router {
  const router = Router();

  router.get('/api/school-documents', async (req, res) => {
    res.json(await documents.list(callerOf(req), parse(schoolDocumentsQuery, req.query)));
  });

  router.get('/api/school-documents/summary', async (req, res) => {
    res.json(await documents.summary(callerOf(req), parse(documentSummaryQuery, req.query).today));
  });

  router.get('/api/school-documents/:id', async (req, res) => {
    res.json(await documents.get(callerOf(req), parseId(req.params.id, 'Document')));
  });

  router.post('/api/school-documents', async (req, res) => {
    res.status(201).json(await documents.create(callerOf(req), parse(createSchoolDocumentBody, req.body)));
  });

  router.patch('/api/school-documents/:id', async (req, res) => {
    const id = parseId(req.params.id, 'Document');
    res.json(await documents.update(callerOf(req), id, parse(updateSchoolDocumentBody, req.body)));
  });

  router.post('/api/school-documents/:id/submit', async (req, res) => {
    const id = parseId(req.params.id, 'Document');
    parse(submitSchoolDocumentBody, req.body ?? {});
    res.json(await documents.submit(callerOf(req), id));
  });

  router.post('/api/school-documents/:id/task', async (req, res) => {
    const id = parseId(req.params.id, 'Document');
    res
      .status(201)
      .json(await documents.makeTask(callerOf(req), id, parse(documentTaskBody, req.body ?? {})));
  });

  router.delete('/api/school-documents/:id', async (req, res) => {
    await documents.remove(callerOf(req), parseId(req.params.id, 'Document'));
    res.status(204).end();
  });

  return router;
}
