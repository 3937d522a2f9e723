export { students, type StudentRow } from './students.table';
export { createStudentsRepository } from './students.repository';
export { createStudentsService, toStudent, type StudentsService } from './students.service';
export { studentsRouter } from './students.router';
