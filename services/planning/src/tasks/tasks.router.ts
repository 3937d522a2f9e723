import { Router, type Request } from 'express';
import { createTaskBody, taskListQuery, updateTaskBody } from '@familyhub/contracts';
import { callerOf, parse, parseId } from '@familyhub/server-kit';
import type { TasksService } from './tasks.service';

const requestIdOf = (req: Request) => (req.id === undefined ? undefined : String(req.id));

export function tasksRouter(tasks: TasksService): Router {
  const router = Router();

  /**
   * The family's tasks in the order they were added, a page at a time: `?cursor=&limit=` (default 50, at most
   * 200) → `{ items, nextCursor }`, nextCursor null on the last page.
   */
  router.get('/api/tasks', async (req, res) => {
    res.json(await tasks.list(callerOf(req), parse(taskListQuery, req.query)));
  });

  router.post('/api/tasks', async (req, res) => {
    const caller = callerOf(req);
    tasks.assertMayCreate(caller);
    const body = parse(createTaskBody, req.body);
    res.status(201).json(await tasks.create(caller, body, requestIdOf(req)));
  });

  router.get('/api/tasks/:id', async (req, res) => {
    res.json(await tasks.get(callerOf(req), parseId(req.params.id, 'Task')));
  });

  router.patch('/api/tasks/:id', async (req, res) => {
    const caller = callerOf(req);
    const id = parseId(req.params.id, 'Task');
    const body = parse(updateTaskBody, req.body);
    res.json(await tasks.update(caller, id, body, requestIdOf(req)));
  });

  router.delete('/api/tasks/:id', async (req, res) => {
    await tasks.remove(callerOf(req), parseId(req.params.id, 'Task'));
    res.status(204).end();
  });

  return router;
}
