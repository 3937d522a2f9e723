export { choreAssignments, chores } from './chores.table';
export { createChoresRepository, idCursor } from './chores.repository';
export { choresRouter } from './chores.router';
export { createChoresService, type ChoresService } from './chores.service';
