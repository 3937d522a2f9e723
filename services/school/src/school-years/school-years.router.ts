import { Router } from 'express';
import { createSchoolYearBody, pageQuery, updateSchoolYearBody } from '@familyhub/contracts';
import { callerOf, parse, parseId } from '@familyhub/server-kit';
import type { SchoolYearsService } from './school-years.service';

export function schoolYearsRouter(years: SchoolYearsService): Router {
  const router = Router();

  router.get('/api/school-years', async (req, res) => {
    res.json(await years.list(callerOf(req), parse(pageQuery, req.query)));
  });

  router.post('/api/school-years', async (req, res) => {
    res.status(201).json(await years.create(callerOf(req), parse(createSchoolYearBody, req.body)));
  });

  router.patch('/api/school-years/:id', async (req, res) => {
    const id = parseId(req.params.id, 'School year');
    res.json(await years.update(callerOf(req), id, parse(updateSchoolYearBody, req.body)));
  });

  router.delete('/api/school-years/:id', async (req, res) => {
    await years.remove(callerOf(req), parseId(req.params.id, 'School year'));
    res.status(204).end();
  });

  return router;
}
