import { Router } from 'express';
import { createSchoolBody, pageQuery, updateSchoolBody } from '@familyhub/contracts';
import { callerOf, parse, parseId } from '@familyhub/server-kit';
import type { SchoolsService } from './schools.service';

/** GET /api/schools (spec 000 §7), and the add/edit/remove calls of the Schools & students dialog. */
export function schoolsRouter(schools: SchoolsService): Router {
  const router = Router();

  router.get('/api/schools', async (req, res) => {
    res.json(await schools.list(callerOf(req), parse(pageQuery, req.query)));
  });

  router.get('/api/schools/:id', async (req, res) => {
    res.json(await schools.get(callerOf(req), parseId(req.params.id, 'School')));
  });

  router.post('/api/schools', async (req, res) => {
    res.status(201).json(await schools.create(callerOf(req), parse(createSchoolBody, req.body)));
  });

  router.patch('/api/schools/:id', async (req, res) => {
    const id = parseId(req.params.id, 'School');
    res.json(await schools.update(callerOf(req), id, parse(updateSchoolBody, req.body)));
  });

  router.delete('/api/schools/:id', async (req, res) => {
    await schools.remove(callerOf(req), parseId(req.params.id, 'School'));
    res.status(204).end();
  });

  return router;
}
