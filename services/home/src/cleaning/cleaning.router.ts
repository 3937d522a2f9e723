import { Router } from 'express';
import {
  cleaningSessionQuery,
  createCleaningTemplateBody,
  finishCleaningSessionBody,
  pageQuery,
  startCleaningSessionBody,
  tickCleaningTaskBody,
  updateCleaningTemplateBody,
} from '@familyhub/contracts';
import { callerOf, parse, parseId } from '@familyhub/server-kit';
import type { CleaningService } from './cleaning.service';

/** `/api/cleaning/templates` (routines) and `/api/cleaning/sessions` (runs, ticks, finish, history). */
export function cleaningRouter(service: CleaningService): Router {
  const router = Router();
  router.get('/api/cleaning/templates', async (req, res) => {
    res.json(await service.templates(callerOf(req), parse(pageQuery, req.query)));
  });
  router.post('/api/cleaning/templates', async (req, res) => {
    res
      .status(201)
      .json(await service.createTemplate(callerOf(req), parse(createCleaningTemplateBody, req.body)));
  });
  router.get('/api/cleaning/templates/:id', async (req, res) => {
    res.json(await service.template(callerOf(req), parseId(req.params.id, 'Cleaning routine')));
  });
  router.patch('/api/cleaning/templates/:id', async (req, res) => {
    const id = parseId(req.params.id, 'Cleaning routine');
    res.json(await service.updateTemplate(callerOf(req), id, parse(updateCleaningTemplateBody, req.body)));
  });
  router.delete('/api/cleaning/templates/:id', async (req, res) => {
    await service.removeTemplate(callerOf(req), parseId(req.params.id, 'Cleaning routine'));
    res.status(204).end();
  });
  router.get('/api/cleaning/sessions', async (req, res) => {
    res.json(await service.sessions(callerOf(req), parse(cleaningSessionQuery, req.query)));
  });
  router.post('/api/cleaning/sessions', async (req, res) => {
    const { templateId } = parse(startCleaningSessionBody, req.body);
    res.status(201).json(await service.start(callerOf(req), templateId));
  });
  router.patch('/api/cleaning/sessions/:id/tasks/:taskId', async (req, res) => {
    const id = parseId(req.params.id, 'Cleaning session');
    const taskId = parseId(req.params.taskId, 'Cleaning task');
    res.json(
      await service.tick(callerOf(req), id, taskId, parse(tickCleaningTaskBody, req.body).isCompleted),
    );
  });
  router.post('/api/cleaning/sessions/:id/finish', async (req, res) => {
    const id = parseId(req.params.id, 'Cleaning session');
    res.json(
      await service.finish(callerOf(req), id, parse(finishCleaningSessionBody, req.body).notes ?? null),
    );
  });
  return router;
}
