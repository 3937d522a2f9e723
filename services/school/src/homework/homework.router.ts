import { Router } from 'express';
import {
  completeHomeworkBody,
  createHomeworkBody,
  homeworkQuery,
  updateHomeworkBody,
  verifyHomeworkBody,
} from '@familyhub/contracts';
import { callerOf, parse, parseId } from '@familyhub/server-kit';
import type { HomeworkService } from './homework.service';

/** /homework's calls: list (filters Due this week / Overdue / Done), add, edit, delete, done, verified. */
export function homeworkRouter(homework: HomeworkService): Router {
  const router = Router();

  router.get('/api/homework', async (req, res) => {
    res.json(await homework.list(callerOf(req), parse(homeworkQuery, req.query)));
  });

  router.get('/api/homework/:id', async (req, res) => {
    res.json(await homework.get(callerOf(req), parseId(req.params.id, 'Homework')));
  });

  router.post('/api/homework', async (req, res) => {
    res.status(201).json(await homework.create(callerOf(req), parse(createHomeworkBody, req.body)));
  });

  router.patch('/api/homework/:id', async (req, res) => {
    const id = parseId(req.params.id, 'Homework');
    res.json(await homework.update(callerOf(req), id, parse(updateHomeworkBody, req.body)));
  });

  router.post('/api/homework/:id/complete', async (req, res) => {
    const id = parseId(req.params.id, 'Homework');
    res.json(await homework.complete(callerOf(req), id, parse(completeHomeworkBody, req.body)));
  });

  router.post('/api/homework/:id/verify', async (req, res) => {
    const id = parseId(req.params.id, 'Homework');
    res.json(await homework.verify(callerOf(req), id, parse(verifyHomeworkBody, req.body)));
  });

  router.delete('/api/homework/:id', async (req, res) => {
    await homework.remove(callerOf(req), parseId(req.params.id, 'Homework'));
    res.status(204).end();
  });

  return router;
}
