import { Router, type Request } from 'express';
import {
  createLinkedTaskBody,
  setLinkedTaskCompletedBody,
  taskSource,
  type TaskSource,
} from '@familyhub/contracts';
import { familyCallerOf, notFound, parse } from '@familyhub/server-kit';
import type { LinkedTasksService } from './linked-tasks.service';

/** The item named in the path; a path that names no possible item is simply not found. */
function sourceOf(req: Request): TaskSource {
  const { domain, type, id } = req.params as Record<string, string>;
  const parsed = taskSource.safeParse({ domain, type, id: Number(id) });
  if (!parsed.success) throw notFound('Task');
  return parsed.data;
}

/**
 * How a domain makes a family task from one of its items and keeps it in step (ADR 0008): signed
 * service-to-service calls, never forwarded by the gateway; the family is the signed caller's.
 * Client: `platformClients(internalKey, domain).tasks` in server-kit.
 */
export function linkedTasksRouter(linkedTasks: LinkedTasksService): Router {
  const router = Router();

  router.post('/internal/tasks', async (req, res) => {
    const caller = familyCallerOf(req);
    const answer = await linkedTasks.create(caller, parse(createLinkedTaskBody, req.body));
    res.status(answer.created ? 201 : 200).json(answer);
  });

  router.patch('/internal/tasks/by-source/:domain/:type/:id', async (req, res) => {
    const caller = familyCallerOf(req);
    const source = sourceOf(req);
    const { completed } = parse(setLinkedTaskCompletedBody, req.body);
    res.json(await linkedTasks.setCompleted(caller, source, completed));
  });

  router.delete('/internal/tasks/by-source/:domain/:type/:id', async (req, res) => {
    const caller = familyCallerOf(req);
    res.json(await linkedTasks.remove(caller, sourceOf(req)));
  });

  return router;
}
