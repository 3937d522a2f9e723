export { SchoolsStudentsDialog } from './components/schools-students-dialog';
export { useStudentDirectory, type StudentEntry } from './use-student-directory';
