export { schoolYears, type SchoolYearRow } from './school-years.table';
export { createSchoolYearsRepository } from './school-years.repository';
export { createSchoolYearsService, toSchoolYear, type SchoolYearsService } from './school-years.service';
export { schoolYearsRouter } from './school-years.router';
