import { lazyDialog } from '@familyhub/ui';

/** The Schools & Students dialog, its forms fetched when it first opens (issue #34). */
export const SchoolsStudentsDialog = lazyDialog(() =>
  import('./components/schools-students-dialog').then((m) => m.SchoolsStudentsDialog),
);
export { useStudentDirectory, type StudentEntry } from './use-student-directory';
