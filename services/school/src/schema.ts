// The school service's tables: each lives in its feature's `<feature>.table.ts`; this file only gathers them.
import { extracurricularActivities } from './activities/activities.table';
import { schoolDocuments } from './documents/documents.table';
import { files } from './files/files.table';
import { homework } from './homework/homework.table';
import { schools } from './schools/schools.table';
import { schoolEvents } from './school-events/school-events.table';
import { schoolYears } from './school-years/school-years.table';
import { students } from './students/students.table';

export { school } from './pg-schema';
export const schema = {
  schools,
  schoolYears,
  students,
  schoolDocuments,
  homework,
  schoolEvents,
  extracurricularActivities,
  files,
};
export type SchoolSchema = typeof schema;
