// The family's tasks, and the tasks other domains link to their own items (ADR 0008).
export { createTasksRepository } from './tasks.repository';
export { tasksRouter } from './tasks.router';
export { createTasksService, type TasksService } from './tasks.service';
export { createLinkedTasksRepository } from './linked-tasks.repository';
export { linkedTasksRouter } from './linked-tasks.router';
export { createLinkedTasksService, type LinkedTasksService } from './linked-tasks.service';
