import { Router } from 'express';
import { createSchoolEventBody, schoolEventsQuery, updateSchoolEventBody } from '@familyhub/contracts';
import { callerOf, parse, parseId } from '@familyhub/server-kit';
import type { SchoolEventsService } from './school-events.service';

/** /school-calendar's school events: list (by window), add, edit, delete. */
export function schoolEventsRouter(events: SchoolEventsService): Router {
  const router = Router();

  router.get('/api/school-events', async (req, res) => {
    res.json(await events.list(callerOf(req), parse(schoolEventsQuery, req.query)));
  });

  router.get('/api/school-events/:id', async (req, res) => {
    res.json(await events.get(callerOf(req), parseId(req.params.id, 'School event')));
  });

  router.post('/api/school-events', async (req, res) => {
    res.status(201).json(await events.create(callerOf(req), parse(createSchoolEventBody, req.body)));
  });

  router.patch('/api/school-events/:id', async (req, res) => {
    const id = parseId(req.params.id, 'School event');
    res.json(await events.update(callerOf(req), id, parse(updateSchoolEventBody, req.body)));
  });

  router.delete('/api/school-events/:id', async (req, res) => {
    await events.remove(callerOf(req), parseId(req.params.id, 'School event'));
    res.status(204).end();
  });

  return router;
}
