import { Router } from 'express';
import {
  choreAssignmentQuery,
  choreSummaryQuery,
  createChoreBody,
  pageQuery,
  rejectChoreBody,
  updateChoreBody,
} from '@familyhub/contracts';
import { callerOf, parse, parseId } from '@familyhub/server-kit';
import type { ChoresService } from './chores.service';

/** `/api/chores` (001 §7) and `/api/chore-assignments` with Mark Complete, Verify and Reject. */
export function choresRouter(service: ChoresService): Router {
  const router = Router();

  router.get('/api/chores', async (req, res) => {
    res.json(await service.list(callerOf(req), parse(pageQuery, req.query)));
  });
  router.post('/api/chores', async (req, res) => {
    res.status(201).json(await service.create(callerOf(req), parse(createChoreBody, req.body)));
  });
  router.patch('/api/chores/:id', async (req, res) => {
    const id = parseId(req.params.id, 'Chore');
    res.json(await service.update(callerOf(req), id, parse(updateChoreBody, req.body)));
  });
  router.delete('/api/chores/:id', async (req, res) => {
    await service.remove(callerOf(req), parseId(req.params.id, 'Chore'));
    res.status(204).end();
  });

  router.get('/api/chore-assignments', async (req, res) => {
    res.json(await service.assignments(callerOf(req), parse(choreAssignmentQuery, req.query)));
  });
  router.get('/api/chore-assignments/summary', async (req, res) => {
    const { assignedToId } = parse(choreSummaryQuery, req.query);
    res.json(await service.statusCounts(callerOf(req), assignedToId));
  });
  router.post('/api/chore-assignments/:id/complete', async (req, res) => {
    res.json(await service.markComplete(callerOf(req), parseId(req.params.id, 'Chore assignment')));
  });
  router.post('/api/chore-assignments/:id/verify', async (req, res) => {
    res.json(await service.verify(callerOf(req), parseId(req.params.id, 'Chore assignment')));
  });
  router.post('/api/chore-assignments/:id/reject', async (req, res) => {
    const id = parseId(req.params.id, 'Chore assignment');
    res.json(await service.reject(callerOf(req), id, parse(rejectChoreBody, req.body).note));
  });

  return router;
}
