export { schools, type SchoolRow } from './schools.table';
export { createSchoolsRepository } from './schools.repository';
export { createSchoolsService, toSchool, type SchoolsService } from './schools.service';
export { schoolsRouter } from './schools.router';
