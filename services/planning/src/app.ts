import type { Express } from 'express';
import { createServiceApp, type Database } from '@familyhub/server-kit';
import type { PlanningSchema } from './schema';
import { identityDirectory } from './tasks/family-members';
import { createTasksRepository } from './tasks/tasks.repository';
import { tasksRouter } from './tasks/tasks.router';
import { createTasksService } from './tasks/tasks.service';

export interface PlanningAppOptions {
  db: Database<PlanningSchema>;
  internalKey: string;
}

export function createApp(options: PlanningAppOptions): Express {
  const tasks = createTasksService(createTasksRepository(options.db), identityDirectory(options.internalKey));
  return createServiceApp({
    name: 'planning',
    internalKey: options.internalKey,
    routes(app) {
      app.use(tasksRouter(tasks));
    },
  });
}
