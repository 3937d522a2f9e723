import { Router } from 'express';
import { createActivityBody, pageQuery, updateActivityBody } from '@familyhub/contracts';
import { callerOf, parse, parseId } from '@familyhub/server-kit';
import type { ActivitiesService } from './activities.service';

/** /school-calendar's extracurricular activities: list, add, edit, delete. */
export function activitiesRouter(activities: ActivitiesService): Router {
  const router = Router();

  router.get('/api/extracurricular-activities', async (req, res) => {
    res.json(await activities.list(callerOf(req), parse(pageQuery, req.query)));
  });

  router.get('/api/extracurricular-activities/:id', async (req, res) => {
    res.json(await activities.get(callerOf(req), parseId(req.params.id, 'Activity')));
  });

  router.post('/api/extracurricular-activities', async (req, res) => {
    res.status(201).json(await activities.create(callerOf(req), parse(createActivityBody, req.body)));
  });

  router.patch('/api/extracurricular-activities/:id', async (req, res) => {
    const id = parseId(req.params.id, 'Activity');
    res.json(await activities.update(callerOf(req), id, parse(updateActivityBody, req.body)));
  });

  router.delete('/api/extracurricular-activities/:id', async (req, res) => {
    await activities.remove(callerOf(req), parseId(req.params.id, 'Activity'));
    res.status(204).end();
  });

  return router;
}
