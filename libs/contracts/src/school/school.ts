import { z } from 'zod';
import { weekday } from '../planning/events';
import { amountCents } from '../money/money';
import { endpointsFor } from '../endpoint';
import { pathId } from '../path-id';
import { recordEndpoints } from '../record-endpoints';
import { calendarItemsEndpoint } from '../family-calendar';
import { pageOf, pageQuery, type Page } from '../paging';
import { fileEndpoints, uploadedFileSchema } from '../uploaded-file';

import { documentTypes } from './rules';

export * from './rules';

/*
 * The school domain's bodies and answers (spec 000 §2 "Digital Backpack", §3, §5, §7–§9; 001 §3 School).
 * Schools, school years and students are the supporting data every school screen needs; documents, homework and
 * the school calendar hang off a student (or a school).
 */

const id = z.number().int().positive().max(2_147_483_647);
const requiredId = (message: string) =>
  z.number({ error: message }).int(message).positive(message).max(2_147_483_647, message);
const isoDate = (label: string) => z.iso.date(`${label} must be a date like 2026-11-22`);
const optionalText = (max: number, label: string) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`).nullish();

// ---------------------------------------------------------------------------------------------------- schools

/** A school (001 §3 schools: name and its address fields). */
export const school = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zipCode: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  notes: z.string().nullable(),
  createdById: z.number().int().nullable(),
  createdAt: z.string(),
});
export type School = z.infer<typeof school>;

const schoolFields = z.object({
  name: z
    .string({ error: 'School name is required' })
    .trim()
    .min(1, 'School name is required')
    .max(120, 'School name must be at most 120 characters'),
  address: optionalText(200, 'Address'),
  city: optionalText(80, 'City'),
  state: optionalText(80, 'State'),
  zipCode: optionalText(20, 'ZIP code'),
  phone: optionalText(40, 'Phone'),
  website: z
    .string()
    .trim()
    .max(300, 'Website must be at most 300 characters')
    .regex(/^https?:\/\/\S+$/i, 'Website must start with http:// or https://')
    .nullish()
    .or(z.literal('').transform(() => null)),
  notes: optionalText(2000, 'Notes'),
});

/** POST /api/schools. */
export const createSchoolBody = schoolFields;
export type CreateSchoolBody = z.input<typeof createSchoolBody>;

/** PATCH /api/schools/{id}: any subset. */
export const updateSchoolBody = schoolFields
  .partial()
  .refine((b) => Object.keys(b).length > 0, 'Nothing to update');
export type UpdateSchoolBody = z.input<typeof updateSchoolBody>;

// ----------------------------------------------------------------------------------------------- school years

/** A school year (001 §3 school_years); at most one is active in a family. */
export const schoolYear = z.object({
  id: z.number().int(),
  name: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  isActive: z.boolean(),
  createdById: z.number().int().nullable(),
});
export type SchoolYear = z.infer<typeof schoolYear>;

const schoolYearFields = z.object({
  name: z
    .string({ error: 'School year name is required' })
    .trim()
    .min(1, 'School year name is required')
    .max(60, 'School year name must be at most 60 characters'),
  startDate: isoDate('Start date'),
  endDate: isoDate('End date'),
  isActive: z.boolean({ error: 'Active must be true or false' }),
});
const endAfterStart = (b: { startDate?: string; endDate?: string }) =>
  !b.startDate || !b.endDate || b.endDate >= b.startDate;
const endAfterStartIssue = { message: 'End date must be on or after the start date', path: ['endDate'] };

/** POST /api/school-years; `isActive: true` makes it the family's one active year. */
export const createSchoolYearBody = schoolYearFields
  .extend({ isActive: z.boolean().default(false) })
  .refine(endAfterStart, endAfterStartIssue);
export type CreateSchoolYearBody = z.input<typeof createSchoolYearBody>;

/** PATCH /api/school-years/{id}: any subset. */
export const updateSchoolYearBody = schoolYearFields
  .partial()
  .refine((b) => Object.keys(b).length > 0, 'Nothing to update')
  .refine(endAfterStart, endAfterStartIssue);
export type UpdateSchoolYearBody = z.input<typeof updateSchoolYearBody>;

// --------------------------------------------------------------------------------------------------- students

export const studentStatuses = ['active', 'inactive'] as const;
export const studentStatus = z.enum(studentStatuses, { error: 'Status must be active or inactive' });
export type StudentStatus = z.infer<typeof studentStatus>;

/** A child of the family enrolled at a school for a school year (000 §3; unique per child, school and year). */
export const student = z.object({
  id: z.number().int(),
  childId: z.number().int(),
  schoolId: z.number().int(),
  schoolYearId: z.number().int(),
  grade: z.string().nullable(),
  teacher: z.string().nullable(),
  status: studentStatus,
  notes: z.string().nullable(),
  createdById: z.number().int().nullable(),
  createdAt: z.string(),
});
export type Student = z.infer<typeof student>;

const studentFields = z.object({
  childId: requiredId('Child is required'),
  schoolId: requiredId('School is required'),
  schoolYearId: requiredId('School year is required'),
  grade: optionalText(40, 'Grade'),
  teacher: optionalText(120, 'Teacher'),
  status: studentStatus,
  notes: optionalText(2000, 'Notes'),
});

/** POST /api/students. */
export const createStudentBody = studentFields.extend({ status: studentStatus.default('active') });
export type CreateStudentBody = z.input<typeof createStudentBody>;

/** PATCH /api/students/{id}: any subset. */
export const updateStudentBody = studentFields
  .partial()
  .refine((b) => Object.keys(b).length > 0, 'Nothing to update');
export type UpdateStudentBody = z.input<typeof updateStudentBody>;

/** The 409 a second enrolment of the same child at the same school in the same year answers. */
export const DUPLICATE_STUDENT_MESSAGE =
  'This child is already a student at this school for this school year';

// -------------------------------------------------------------------------------------------- school documents

export const documentType = z.enum(documentTypes, {
  error: 'Student, title, and document type are required',
});
export type DocumentType = z.infer<typeof documentType>;

/** How each type reads on screen. */
export const documentTypeLabels: Record<DocumentType, string> = {
  report_card: 'Report Card',
  permission_slip: 'Permission Slip',
  medical: 'Medical',
  homework: 'Homework',
  certificate: 'Certificate',
  award: 'Award',
  art: 'Art',
  project: 'Project',
  identification: 'Identification',
  transcript: 'Transcript',
  attendance: 'Attendance',
  behavior: 'Behavior',
  iep: 'IEP',
  other: 'Other',
};

/** A school document (000 §3). `taskId`: the family task made from it, if any. */
export const schoolDocument = z.object({
  id: z.number().int(),
  studentId: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  fileUrl: z.string(),
  fileType: z.string(),
  fileSize: z.number().int(),
  fileName: z.string().nullable(),
  documentType,
  dueDate: z.string().nullable(),
  submitted: z.boolean(),
  submittedAt: z.string().nullable(),
  createdAt: z.string(),
  uploadedById: z.number().int().nullable(),
  taskId: z.number().int().nullable(),
});
export type SchoolDocument = z.infer<typeof schoolDocument>;

export const REQUIRED_DOCUMENT_FIELDS_MESSAGE = 'Student, title, and document type are required';
export const FILE_REQUIRED_MESSAGE = 'Please select a file to upload';

const documentFields = z.object({
  studentId: z
    .number({ error: REQUIRED_DOCUMENT_FIELDS_MESSAGE })
    .int()
    .positive(REQUIRED_DOCUMENT_FIELDS_MESSAGE),
  title: z
    .string({ error: REQUIRED_DOCUMENT_FIELDS_MESSAGE })
    .trim()
    .min(1, REQUIRED_DOCUMENT_FIELDS_MESSAGE)
    .max(200, 'Title must be at most 200 characters'),
  description: optionalText(2000, 'Description'),
  documentType,
  dueDate: isoDate('Due date').nullish(),
  // What POST /api/upload answered; the server checks the file is the family's and takes its type and size.
  fileUrl: z.string({ error: FILE_REQUIRED_MESSAGE }).min(1, FILE_REQUIRED_MESSAGE).max(300),
  fileType: z.string().max(120).optional(),
  fileSize: z.number().int().nonnegative().optional(),
});

/** POST /api/school-documents (000 §7: the document fields plus fileUrl, fileType, fileSize). */
export const createSchoolDocumentBody = documentFields.extend({
  documentType: documentType.default('other'),
});
export type CreateSchoolDocumentBody = z.input<typeof createSchoolDocumentBody>;

/** PATCH /api/school-documents/{id}: the same body; a missing fileUrl keeps the current file. */
export const updateSchoolDocumentBody = documentFields
  .partial()
  .refine((b) => Object.keys(b).length > 0, 'Nothing to update');
export type UpdateSchoolDocumentBody = z.input<typeof updateSchoolDocumentBody>;

/** POST /api/school-documents/{id}/submit (000 §7: submitted true, submittedAt; the server's clock decides). */
export const submitSchoolDocumentBody = z.object({
  submitted: z.literal(true, { error: 'Submitted must be true' }).default(true),
  submittedAt: z.iso.datetime({ offset: true }).optional(),
});
export type SubmitSchoolDocumentBody = z.input<typeof submitSchoolDocumentBody>;

/** POST /api/school-documents/{id}/task: a family task from a document with a due date. */
export const documentTaskBody = z.object({
  assignedToId: id.nullish(),
  title: z
    .string()
    .trim()
    .min(1, 'Title is required')
    .max(200, 'Title must be at most 200 characters')
    .optional(),
});
export type DocumentTaskBody = z.input<typeof documentTaskBody>;

/** The tabs of the Digital Backpack: every document, the open ones with a due date, the submitted ones. */
export const documentViews = ['all', 'action-required', 'submitted'] as const;
export const documentView = z.enum(documentViews, {
  error: 'view must be all, action-required or submitted',
});
export type DocumentView = z.infer<typeof documentView>;

/** GET /api/school-documents?view&search&studentId&documentType&cursor&limit. */
export const schoolDocumentsQuery = pageQuery.extend({
  view: documentView.default('all'),
  search: z.string().trim().max(200, 'search must be at most 200 characters').optional(),
  studentId: z.coerce.number().int().positive('studentId must be a student id').optional(),
  documentType: z.enum(documentTypes, { error: 'documentType must be one of the 14 types' }).optional(),
});
export type SchoolDocumentsQuery = z.input<typeof schoolDocumentsQuery>;

export const schoolDocumentPage = pageOf(schoolDocument);
export type SchoolDocumentPage = Page<SchoolDocument>;

/** GET /api/school-documents/summary?today=YYYY-MM-DD: the Action Required badge and the Due Today banner. */
export const documentSummaryQuery = z.object({ today: isoDate('today').optional() });
export const documentSummary = z.object({
  actionRequired: z.number().int(),
  dueToday: z.number().int(),
  overdue: z.number().int(),
});
export type DocumentSummary = z.infer<typeof documentSummary>;

// --------------------------------------------------------------------------------------------------- homework

export const homeworkPriorities = ['low', 'medium', 'high'] as const;
export const homeworkPriority = z.enum(homeworkPriorities, { error: 'Priority must be low, medium or high' });
export type HomeworkPriority = z.infer<typeof homeworkPriority>;

/** A homework item (001 §3 homework): the child marks it done, a parent verifies it. */
export const homework = z.object({
  id: z.number().int(),
  studentId: z.number().int(),
  subject: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  dueDate: z.string(),
  priority: homeworkPriority,
  completed: z.boolean(),
  completedAt: z.string().nullable(),
  verified: z.boolean(),
  verifiedById: z.number().int().nullable(),
  grade: z.string().nullable(),
  attachmentUrl: z.string().nullable(),
  attachmentName: z.string().nullable(),
  notes: z.string().nullable(),
  createdById: z.number().int().nullable(),
  createdAt: z.string(),
});
export type Homework = z.infer<typeof homework>;

const homeworkFields = z.object({
  studentId: requiredId('Student is required'),
  subject: z
    .string({ error: 'Subject is required' })
    .trim()
    .min(1, 'Subject is required')
    .max(80, 'Subject must be at most 80 characters'),
  title: z
    .string({ error: 'Title is required' })
    .trim()
    .min(1, 'Title is required')
    .max(200, 'Title must be at most 200 characters'),
  description: optionalText(2000, 'Description'),
  dueDate: z.iso.date({ error: 'Due date is required' }),
  priority: homeworkPriority,
  grade: optionalText(20, 'Grade'),
  /** A file uploaded through POST /api/upload (a worksheet photo, a PDF). */
  attachmentUrl: z.string().max(300).nullish(),
  notes: optionalText(2000, 'Notes'),
});

/** POST /api/homework. */
export const createHomeworkBody = homeworkFields.extend({ priority: homeworkPriority.default('medium') });
export type CreateHomeworkBody = z.input<typeof createHomeworkBody>;

/** PATCH /api/homework/{id}: any subset. */
export const updateHomeworkBody = homeworkFields
  .partial()
  .refine((b) => Object.keys(b).length > 0, 'Nothing to update');
export type UpdateHomeworkBody = z.input<typeof updateHomeworkBody>;

/** POST /api/homework/{id}/complete — the child (or a parent) marks it done, or not done again. */
export const completeHomeworkBody = z.object({
  completed: z.boolean({ error: 'Completed must be true or false' }),
});
export type CompleteHomeworkBody = z.input<typeof completeHomeworkBody>;

/** POST /api/homework/{id}/verify — a parent checks the done homework (or takes the check back). */
export const verifyHomeworkBody = z.object({
  verified: z.boolean({ error: 'Verified must be true or false' }),
});
export type VerifyHomeworkBody = z.input<typeof verifyHomeworkBody>;

export const homeworkFilters = ['all', 'due-this-week', 'overdue', 'done'] as const;
export const homeworkFilter = z.enum(homeworkFilters, {
  error: 'filter must be all, due-this-week, overdue or done',
});
export type HomeworkFilter = z.infer<typeof homeworkFilter>;

/** GET /api/homework?filter&studentId&today&cursor&limit — by due date (Done: latest due first). */
export const homeworkQuery = pageQuery.extend({
  filter: homeworkFilter.default('all'),
  studentId: z.coerce.number().int().positive('studentId must be a student id').optional(),
  today: isoDate('today').optional(),
});
export type HomeworkQuery = z.input<typeof homeworkQuery>;

export const homeworkPage = pageOf(homework);
export type HomeworkPage = Page<Homework>;

/** The day `days` after a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  const at = new Date(`${date}T00:00:00.000Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

// -------------------------------------------------------------------------------------------- school calendar

const clockTime = (label: string) =>
  z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, `${label} must be a time like 15:30`);

export const schoolEventTypes = [
  'holiday',
  'no_school',
  'conference',
  'performance',
  'sports',
  'field_trip',
  'exam',
  'meeting',
  'other',
] as const;
export const schoolEventType = z.enum(schoolEventTypes, { error: 'Event type is not one FamilyHub knows' });
export type SchoolEventType = z.infer<typeof schoolEventType>;

export const schoolEventTypeLabels: Record<SchoolEventType, string> = {
  holiday: 'Holiday',
  no_school: 'No school',
  conference: 'Parent–teacher conference',
  performance: 'Performance',
  sports: 'Sports',
  field_trip: 'Field trip',
  exam: 'Exam',
  meeting: 'Meeting',
  other: 'Other',
};

/** The most days ahead a school event's reminder may be. */
export const SCHOOL_EVENT_MAX_REMINDER_DAYS = 30;

/** A school's event (001 §3 school_events): all day or timed, with a reminder `reminderDays` before (default 1). */
export const schoolEvent = z.object({
  id: z.number().int(),
  schoolId: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  allDay: z.boolean(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  location: z.string().nullable(),
  eventType: schoolEventType,
  reminderDays: z.number().int(),
  notes: z.string().nullable(),
  createdById: z.number().int().nullable(),
  createdAt: z.string(),
});
export type SchoolEvent = z.infer<typeof schoolEvent>;

const schoolEventFields = z.object({
  schoolId: requiredId('School is required'),
  title: z
    .string({ error: 'Title is required' })
    .trim()
    .min(1, 'Title is required')
    .max(200, 'Title must be at most 200 characters'),
  description: optionalText(2000, 'Description'),
  startDate: z.iso.date({ error: 'Start date is required' }),
  endDate: isoDate('End date').nullish(),
  allDay: z.boolean({ error: 'All day must be true or false' }),
  startTime: clockTime('Start time').nullish(),
  endTime: clockTime('End time').nullish(),
  location: optionalText(200, 'Location'),
  eventType: schoolEventType,
  reminderDays: z
    .number({ error: `Reminder must be 0 to ${SCHOOL_EVENT_MAX_REMINDER_DAYS} days before` })
    .int()
    .min(0, `Reminder must be 0 to ${SCHOOL_EVENT_MAX_REMINDER_DAYS} days before`)
    .max(
      SCHOOL_EVENT_MAX_REMINDER_DAYS,
      `Reminder must be 0 to ${SCHOOL_EVENT_MAX_REMINDER_DAYS} days before`,
    ),
  notes: optionalText(2000, 'Notes'),
});
type EventShape = {
  allDay?: boolean;
  startTime?: string | null;
  startDate?: string;
  endDate?: string | null;
};
const timedNeedsStart = (b: EventShape) => b.allDay !== false || Boolean(b.startTime);
const endNotBeforeStart = (b: EventShape) => !b.startDate || !b.endDate || b.endDate >= b.startDate;

/** POST /api/school-events. */
export const createSchoolEventBody = schoolEventFields
  .extend({
    allDay: z.boolean().default(true),
    eventType: schoolEventType.default('other'),
    reminderDays: schoolEventFields.shape.reminderDays.default(1),
  })
  .refine(timedNeedsStart, { message: 'Start time is required for a timed event', path: ['startTime'] })
  .refine(endNotBeforeStart, { message: 'End date must be on or after the start date', path: ['endDate'] });
export type CreateSchoolEventBody = z.input<typeof createSchoolEventBody>;

/** PATCH /api/school-events/{id}: any subset. */
export const updateSchoolEventBody = schoolEventFields
  .partial()
  .refine((b) => Object.keys(b).length > 0, 'Nothing to update')
  .refine(endNotBeforeStart, { message: 'End date must be on or after the start date', path: ['endDate'] });
export type UpdateSchoolEventBody = z.input<typeof updateSchoolEventBody>;

/** GET /api/school-events?from&to — the events that touch the window (a month view), a page at a time. */
export const schoolEventsQuery = pageQuery.extend({
  from: isoDate('from').optional(),
  to: isoDate('to').optional(),
});
export const schoolEventPage = pageOf(schoolEvent);
export type SchoolEventPage = Page<SchoolEvent>;

/** A weekly activity of a student (001 §3 extracurricular_activities). `costCents`: integer cents (money.ts). */
export const extracurricularActivity = z.object({
  id: z.number().int(),
  studentId: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  location: z.string().nullable(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  daysOfWeek: z.array(weekday),
  startTime: z.string(),
  endTime: z.string(),
  instructor: z.string().nullable(),
  costCents: z.number().int().nullable(),
  isPaid: z.boolean(),
  category: z.string().nullable(),
  status: studentStatus,
  notes: z.string().nullable(),
  createdById: z.number().int().nullable(),
  createdAt: z.string(),
});
export type ExtracurricularActivity = z.infer<typeof extracurricularActivity>;

const activityFields = z.object({
  studentId: requiredId('Student is required'),
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(120, 'Name must be at most 120 characters'),
  description: optionalText(2000, 'Description'),
  location: optionalText(200, 'Location'),
  startDate: z.iso.date({ error: 'Start date is required' }),
  endDate: isoDate('End date').nullish(),
  daysOfWeek: z
    .array(weekday, { error: 'Pick at least one day' })
    .min(1, 'Pick at least one day')
    .max(7)
    .refine((days) => new Set(days).size === days.length, 'Each day once'),
  startTime: clockTime('Start time'),
  endTime: clockTime('End time'),
  instructor: optionalText(120, 'Instructor'),
  costCents: amountCents('Cost').nullish(),
  isPaid: z.boolean({ error: 'Paid must be true or false' }),
  category: optionalText(60, 'Category'),
  status: studentStatus,
  notes: optionalText(2000, 'Notes'),
});
type ActivityShape = { startTime?: string; endTime?: string; startDate?: string; endDate?: string | null };
const endAfterStartTime = (b: ActivityShape) => !b.startTime || !b.endTime || b.endTime > b.startTime;

/** POST /api/extracurricular-activities. */
export const createActivityBody = activityFields
  .extend({ isPaid: z.boolean().default(false), status: studentStatus.default('active') })
  .refine(endAfterStartTime, { message: 'End time must be after the start time', path: ['endTime'] })
  .refine(endNotBeforeStart, { message: 'End date must be on or after the start date', path: ['endDate'] });
export type CreateActivityBody = z.input<typeof createActivityBody>;

/** PATCH /api/extracurricular-activities/{id}: any subset. */
export const updateActivityBody = activityFields
  .partial()
  .refine((b) => Object.keys(b).length > 0, 'Nothing to update')
  .refine(endAfterStartTime, { message: 'End time must be after the start time', path: ['endTime'] });
export type UpdateActivityBody = z.input<typeof updateActivityBody>;

export const activityPage = pageOf(extracurricularActivity);
export type ActivityPage = Page<ExtracurricularActivity>;

/** Schools (spec 000 §2 Schools). */
export const schoolEndpoints = recordEndpoints('school', 'schools', 'schools', {
  label: 'School',
  item: school,
  create: createSchoolBody,
  update: updateSchoolBody,
});

/** Students; they change with the 'students' topic. */
export const studentEndpoints = recordEndpoints('school', 'students', 'students', {
  label: 'Student',
  item: student,
  create: createStudentBody,
  update: updateStudentBody,
});

const { get: _noYearById, ...yearEndpoints } = recordEndpoints('school', 'students', 'school-years', {
  label: 'School year',
  item: schoolYear,
  create: createSchoolYearBody,
  update: updateSchoolYearBody,
});
/** School years (at most one active); the screens that list students show them, so they share its topic. */
export const schoolYearEndpoints = yearEndpoints;

/** School events of the calendar tab. */
export const schoolEventEndpoints = recordEndpoints('school', 'school-events', 'school-events', {
  label: 'School event',
  item: schoolEvent,
  create: createSchoolEventBody,
  update: updateSchoolEventBody,
  query: schoolEventsQuery,
});

/** Weekly extracurricular activities; they ride on the school calendar's topic. */
export const activityEndpoints = recordEndpoints('school', 'school-events', 'extracurricular-activities', {
  label: 'Activity',
  item: extracurricularActivity,
  create: createActivityBody,
  update: updateActivityBody,
});

const documentEndpoint = endpointsFor('school', 'school-documents');
const documentId = { id: pathId('Document') };

/** The Digital Backpack (spec 000 §2 School documents). */
export const schoolDocumentEndpoints = {
  list: documentEndpoint({
    method: 'GET',
    path: '/api/school-documents',
    summary:
      'Documents of one view (all, action required, submitted), searched and filtered, a page at a time',
    query: schoolDocumentsQuery,
    response: schoolDocumentPage,
  }),
  summary: documentEndpoint({
    method: 'GET',
    path: '/api/school-documents/summary',
    summary: 'How many documents need action and are due today (the badge, the banner, the dashboard)',
    query: documentSummaryQuery,
    response: documentSummary,
  }),
  get: documentEndpoint({
    method: 'GET',
    path: '/api/school-documents/:id',
    summary: 'One document',
    params: documentId,
    response: schoolDocument,
  }),
  create: documentEndpoint({
    method: 'POST',
    path: '/api/school-documents',
    summary: 'Add a document (its file uploaded first)',
    body: createSchoolDocumentBody,
    response: schoolDocument,
    status: 201,
  }),
  update: documentEndpoint({
    method: 'PATCH',
    path: '/api/school-documents/:id',
    summary: 'Edit a document',
    params: documentId,
    body: updateSchoolDocumentBody,
    response: schoolDocument,
  }),
  submit: documentEndpoint({
    method: 'POST',
    path: '/api/school-documents/:id/submit',
    summary: 'Mark a document submitted',
    params: documentId,
    // Both may be sent without a body.
    body: submitSchoolDocumentBody.prefault({}),
    response: schoolDocument,
  }),
  makeTask: documentEndpoint({
    method: 'POST',
    path: '/api/school-documents/:id/task',
    summary: 'Make a family task on /tasks from a document, linked back to it',
    params: documentId,
    body: documentTaskBody.prefault({}),
    response: schoolDocument,
    status: 201,
  }),
  remove: documentEndpoint({
    method: 'DELETE',
    path: '/api/school-documents/:id',
    summary: 'Delete a document with its file',
    params: documentId,
  }),
};

const homeworkEndpoint = endpointsFor('school', 'homework');
const homeworkId = { id: pathId('Homework') };

/** Homework (spec 000 §2 Homework): set by parents, ticked by the child, verified by a parent. */
export const homeworkEndpoints = {
  list: homeworkEndpoint({
    method: 'GET',
    path: '/api/homework',
    summary: 'Homework of one filter, nearest due first (Done: latest due first), a page at a time',
    query: homeworkQuery,
    response: homeworkPage,
  }),
  get: homeworkEndpoint({
    method: 'GET',
    path: '/api/homework/:id',
    summary: 'One piece of homework',
    params: homeworkId,
    response: homework,
  }),
  create: homeworkEndpoint({
    method: 'POST',
    path: '/api/homework',
    summary: 'Set homework',
    body: createHomeworkBody,
    response: homework,
    status: 201,
  }),
  update: homeworkEndpoint({
    method: 'PATCH',
    path: '/api/homework/:id',
    summary: 'Edit homework',
    params: homeworkId,
    body: updateHomeworkBody,
    response: homework,
  }),
  complete: homeworkEndpoint({
    method: 'POST',
    path: '/api/homework/:id/complete',
    summary: 'Tick homework done, or not done again',
    params: homeworkId,
    body: completeHomeworkBody,
    response: homework,
  }),
  verify: homeworkEndpoint({
    method: 'POST',
    path: '/api/homework/:id/verify',
    summary: "A parent's check of done homework",
    params: homeworkId,
    body: verifyHomeworkBody,
    response: homework,
  }),
  remove: homeworkEndpoint({
    method: 'DELETE',
    path: '/api/homework/:id',
    summary: 'Delete homework',
    params: homeworkId,
  }),
};

/** School's files, its family-calendar items, and spec 000 §7's original upload path. */
export const schoolFileEndpoints = {
  ...fileEndpoints('school'),
  calendarItems: calendarItemsEndpoint('school', 'school-events'),
  legacyUpload: endpointsFor(
    'school',
    'files',
  )({
    method: 'POST',
    path: '/api/upload',
    summary:
      "Upload a school document's file (spec 000 §7's path; the same as /api/school/files?use=school-document)",
    upload: { field: 'file' },
    response: uploadedFileSchema,
    status: 201,
  }),
};
