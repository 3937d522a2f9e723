export { schoolEvents, type SchoolEventRow } from './school-events.table';
export { createSchoolEventsRepository } from './school-events.repository';
export { createSchoolEventsService, toSchoolEvent, type SchoolEventsService } from './school-events.service';
export { schoolEventsRouter } from './school-events.router';
