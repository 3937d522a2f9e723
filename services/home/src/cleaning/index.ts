export {
  cleaningSessionTasks,
  cleaningSessions,
  cleaningTemplateTasks,
  cleaningTemplates,
} from './cleaning.table';
export { createCleaningRepository } from './cleaning.repository';
export { cleaningRouter } from './cleaning.router';
export { createCleaningService, type CleaningService } from './cleaning.service';
