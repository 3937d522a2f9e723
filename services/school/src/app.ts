import type { Express } from 'express';
import type { LiveTopic } from '@familyhub/contracts';
import {
  createFieldCipher,
  createLiveEvents,
  createServiceApp,
  digestRouter,
  familyDataRouter,
  platformClients,
  type Database,
  type FileStorage,
  type LiveEvents,
} from '@familyhub/server-kit';
import { activitiesRouter, createActivitiesRepository, createActivitiesService } from './activities';
import { calendarItemsRouter, createCalendarItemsService } from './calendar-items';
import type { SchoolPlatform } from './clients/school-platform';
import { createDigestRepository, schoolDigest } from './digest';
import { createDocumentsRepository, createDocumentsService, documentsRouter } from './documents';
import { createSchoolFiles, legacyUploadRouter } from './files';
import { createHomeworkRepository, createHomeworkService, homeworkRouter } from './homework';
import { forgetSchoolMember } from './members';
import type { SchoolSchema } from './schema';
import { createSchoolEventsRepository, createSchoolEventsService, schoolEventsRouter } from './school-events';
import { createSchoolYearsRepository, createSchoolYearsService, schoolYearsRouter } from './school-years';
import { createSchoolsRepository, createSchoolsService, schoolsRouter } from './schools';
import { createStudentsRepository, createStudentsService, studentsRouter } from './students';

export interface SchoolAppOptions {
  db: Database<SchoolSchema>;
  internalKey: string;
  /** FIELD_ENCRYPTION_KEY: document descriptions and homework notes are stored encrypted under it. */
  fieldKey: string;
  /** Where uploaded files rest; default `fileStorageFromEnv()` (the data dir, or S3 when FILES_S3_BUCKET is set). */
  fileStorage?: FileStorage;
  /** Change notices for the family's open screens; one per process (tests pass their own). */
  live?: LiveEvents<LiveTopic<'school'>>;
  /** Identity's members, planning's alerts and tasks (tests pass a recording fake). */
  platform?: SchoolPlatform;
}

/** The school service: schools, years, students, the Digital Backpack, homework and the school calendar. */
export interface SchoolApp extends Express {
  /** The `orphan-files` job (`main.ts`): removes uploads no document or homework has held for a day; how many. */
  sweepOrphanFiles(): Promise<number>;
}

export function createApp(options: SchoolAppOptions): SchoolApp {
  const live = options.live ?? createLiveEvents('school');
  const platform = options.platform ?? platformClients(options.internalKey, 'school');
  const members = platform.members;
  const cipher = createFieldCipher(options.fieldKey);
  const files = createSchoolFiles(options.db, options.fileStorage);
  const schools = createSchoolsService({ repository: createSchoolsRepository(options.db), live });
  const years = createSchoolYearsService({ repository: createSchoolYearsRepository(options.db), live });
  const students = createStudentsService({
    repository: createStudentsRepository(options.db),
    schools,
    years,
    members,
    live,
  });
  const documents = createDocumentsService({
    documents: createDocumentsRepository({ db: options.db, cipher }),
    students,
    files,
    platform,
    members,
    live,
  });
  const homework = createHomeworkService({
    homework: createHomeworkRepository({ db: options.db, cipher }),
    students,
    files,
    platform,
    members,
    live,
  });
  const schoolEvents = createSchoolEventsService({
    events: createSchoolEventsRepository(options.db),
    schools,
    students,
    platform,
    members,
    live,
  });
  const activities = createActivitiesService({
    repository: createActivitiesRepository(options.db),
    students,
    live,
  });
  const calendarItems = createCalendarItemsService({
    events: schoolEvents,
    activities,
    documents,
    homework,
  });
  const app = createServiceApp({
    name: 'school',
    internalKey: options.internalKey,
    live,
    routes(app) {
      app.use(legacyUploadRouter(files));
      app.use(files.router());
      app.use(schoolsRouter(schools));
      app.use(schoolYearsRouter(years));
      app.use(studentsRouter(students));
      app.use(documentsRouter(documents));
      app.use(homeworkRouter(homework));
      app.use(schoolEventsRouter(schoolEvents));
      app.use(activitiesRouter(activities));
      app.use(calendarItemsRouter(calendarItems));
      // identity's family digest (issue #30): homework, events and documents due, many families a call.
      app.use(digestRouter(schoolDigest(createDigestRepository(options.db))));
      // identity's data export, family deletion and member removal: every school table (descriptions opened)
      // and the stored files.
      app.use(
        familyDataRouter({
          db: options.db,
          schemaName: 'school',
          cipher,
          files: files.familyData,
          forgetMember: forgetSchoolMember(files.forgetMember),
        }),
      );
    },
  }) as SchoolApp;
  app.sweepOrphanFiles = () => files.sweepOrphans();
  return app;
}
