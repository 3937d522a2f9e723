import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SQL } from 'drizzle-orm';
import {
  raiseAlertsBody,
  type FamilyMemberReach,
  type LiveTopic,
  type RaiseAlertsBody,
  type ClearAlertsBody,
  type Role,
  type Student,
  type Task,
} from '@familyhub/contracts';
import {
  diskStorage,
  familyMembersOf,
  type Caller,
  type InternalCaller,
  type LiveEvents,
} from '@familyhub/server-kit';
import { PDF_BYTES, setupServiceApi, type signedClient } from '@familyhub/server-kit/testing';
import { createApp } from '../app';
import type { SchoolPlatform } from '../clients/school-platform';
import { databaseOptions } from '../database';

/** What the fake platform was asked: alerts raised and cleared, linked tasks made, ticked and removed. */
export interface PlatformCalls {
  raised: (Omit<RaiseAlertsBody, 'domain'> & { familyId: number })[];
  cleared: (Omit<ClearAlertsBody, 'domain'> & { familyId: number })[];
  tasksCreated: {
    familyId: number;
    title: string;
    assignedToId?: number | null;
    dueDate?: string | null;
    source: { type: string; id: number };
  }[];
  tasksCompleted: { type: string; id: number }[];
  tasksRemoved: { type: string; id: number }[];
}

/** A family of the tests: its callers by name, and who identity would say is in it. */
export class TestFamily {
  readonly members: FamilyMemberReach[] = [];
  constructor(readonly familyId: number) {}

  add(id: number, name: string, role: Role): Caller {
    this.members.push({
      id,
      name,
      role,
      canViewFinances: false,
      quietHours: { enabled: false, start: '22:00', end: '07:00' },
    });
    return { userId: id, familyId: this.familyId, role, plan: 'annual' };
  }
}

/** A stand-in for identity and planning: the families' members; alerts and tasks recorded, never sent. */
export function fakePlatform(families: TestFamily[], calls: PlatformCalls): SchoolPlatform {
  let nextTaskId = 500;
  const familyOf = (caller: InternalCaller) => caller.familyId;
  return {
    members: familyMembersOf(
      async (caller) => families.find((f) => f.familyId === familyOf(caller))?.members ?? [],
    ),
    alerts: {
      raise: async (caller, alert) => {
        // As planning would: a body outside the contract (a wording without its values) fails the test.
        raiseAlertsBody.parse({ domain: 'school', ...alert });
        calls.raised.push({ ...alert, familyId: familyOf(caller) });
        return { alerts: [] };
      },
      clear: async (caller, which) => {
        calls.cleared.push({ ...which, familyId: familyOf(caller) });
        return { cleared: 1 };
      },
    },
    tasks: {
      create: async (caller, body) => {
        calls.tasksCreated.push({ familyId: familyOf(caller), ...body });
        nextTaskId += 1;
        const task: Task = {
          id: nextTaskId,
          title: body.title,
          description: body.description ?? null,
          dueDate: body.dueDate ?? null,
          priority: body.priority ?? 'medium',
          completed: false,
          assignedToId: body.assignedToId ?? null,
          createdById: null,
          createdAt: new Date().toISOString(),
          source: { domain: 'school', ...body.source },
        };
        return { task, created: true };
      },
      complete: async (_caller, source) => {
        calls.tasksCompleted.push(source);
        return { task: null };
      },
      remove: async (_caller, source) => {
        calls.tasksRemoved.push(source);
        return { task: null };
      },
    },
  };
}

export interface SchoolApi {
  /** A client whose calls carry the caller signed as the gateway would sign it. */
  as(caller: InternalCaller | null): ReturnType<typeof signedClient>;
  readonly live: LiveEvents<LiveTopic<'school'>>;
  readonly calls: PlatformCalls;
  /** Uploads a small PDF as `caller` and answers its fileUrl. */
  uploadPdf(caller: Caller, name?: string): Promise<string>;
  /** Through the API as `caller`: one school, an active school year, and each child enrolled there (in order). */
  enrolAtOneSchool(caller: Caller, childIds: number[]): Promise<{ schoolId: number; students: Student[] }>;
  /** The topics published to one family from now on, in order. */
  recordPublished(familyId: number): string[];
  /** Runs raw SQL on the test database (to see what is really stored). */
  rows(statement: SQL): Promise<Record<string, unknown>[]>;
}

/**
 * The school API on the shared service harness (`setupServiceApi`), with a temporary file folder and a fake
 * platform that knows the given families. Call it at the top level of the file.
 */
export function setupSchoolApi(families: TestFamily[]): SchoolApi {
  const calls: PlatformCalls = {
    raised: [],
    cleared: [],
    tasksCreated: [],
    tasksCompleted: [],
    tasksRemoved: [],
  };
  const folder = mkdtempSync(path.join(tmpdir(), 'fh-school-api-'));
  const api = setupServiceApi({
    name: 'school',
    database: databaseOptions,
    createApp: (options) =>
      createApp({ ...options, fileStorage: diskStorage(folder), platform: fakePlatform(families, calls) }),
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  return {
    live: api.live,
    calls,
    as: api.as,
    recordPublished: api.recordPublished,
    async uploadPdf(caller, name = 'Permission slip.pdf') {
      const res = await api.as(caller).post('/api/upload').attach('file', PDF_BYTES, name).expect(201);
      return (res.body as { fileUrl: string }).fileUrl;
    },
    async enrolAtOneSchool(caller, childIds) {
      const school = (
        await api.as(caller).post('/api/schools').send({ name: 'Lincoln Elementary' }).expect(201)
      ).body as { id: number };
      const year = (
        await api
          .as(caller)
          .post('/api/school-years')
          .send({ name: '2026–2027', startDate: '2026-09-01', endDate: '2027-06-30', isActive: true })
          .expect(201)
      ).body as { id: number };
      const students: Student[] = [];
      for (const childId of childIds) {
        const res = await api
          .as(caller)
          .post('/api/students')
          .send({ childId, schoolId: school.id, schoolYearId: year.id })
          .expect(201);
        students.push(res.body as Student);
      }
      return { schoolId: school.id, students };
    },
    async rows(statement) {
      const result = await api.db().execute(statement);
      return (result as unknown as { rows: Record<string, unknown>[] }).rows;
    },
  };
}
