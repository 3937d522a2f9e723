export { homework, type HomeworkRow } from './homework.table';
export { createHomeworkRepository } from './homework.repository';
export { createHomeworkService, toHomework, type HomeworkService } from './homework.service';
export { homeworkRouter } from './homework.router';
