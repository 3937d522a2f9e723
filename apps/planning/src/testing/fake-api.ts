import type { FamilyMember, Session, Task } from '@familyhub/contracts';
import { dismissToast } from '@familyhub/ui';

export interface FakeRequest {
  method: string;
  path: string;
  body: unknown;
}
export interface FakeAnswer {
  status: number;
  body?: unknown;
}
/** Answers one call; a promise that never settles keeps the call pending. */
export type FakeRoute = (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>;

/**
 * Replaces `fetch` with routes keyed "METHOD /path". jsdom has no Response: the api-client only needs
 * status, ok, statusText, headers and text(). Unknown calls fail the test loudly with a 599.
 */
export function fakeApi(routes: Record<string, FakeRoute>) {
  const calls: FakeRequest[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const method = (init.method ?? 'GET').toUpperCase();
    const path = String(input);
    const request = { method, path, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined };
    calls.push(request);
    const route = routes[`${method} ${path}`];
    const answer = route
      ? await route(request)
      : { status: 599, body: { error: 'unrouted', message: `${method} ${path}` } };
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    return {
      status: answer.status,
      ok: answer.status >= 200 && answer.status < 300,
      statusText: '',
      headers: { get: () => 'application/json' },
      text: async () => text,
    } as unknown as Response;
  });
  globalThis.fetch = fetchMock as typeof fetch;
  return { calls, fetchMock };
}

export const json =
  (body: unknown, status = 200): FakeRoute =>
  () => ({ status, body });
export const never: FakeRoute = () => new Promise<FakeAnswer>(() => undefined);

/** A call held open until the test answers it. */
export function held() {
  let answer: (value: FakeAnswer) => void = () => undefined;
  const route: FakeRoute = () => new Promise<FakeAnswer>((resolve) => (answer = resolve));
  return { route, answer: (value: FakeAnswer) => answer(value) };
}

/** Registers the afterEach that closes the test's toasts and restores its mocks; call it once per test file. */
export function cleanUpAfterEach() {
  afterEach(() => {
    dismissToast();
    jest.restoreAllMocks();
  });
}

export function member(
  overrides: Partial<FamilyMember> & Pick<FamilyMember, 'id' | 'name' | 'role'>,
): FamilyMember {
  return {
    username: overrides.name.toLowerCase(),
    email: null,
    avatarUrl: null,
    color: '#4F46E5',
    points: 0,
    canViewFinances: false,
    canEditSchedule: false,
    canManageUsers: false,
    canExportData: false,
    subscriptionStatus: 'inactive',
    ...overrides,
  };
}

export const parent = member({ id: 1, name: 'Sarah Johnson', role: 'parent' });
export const child = member({ id: 2, name: 'Emma Johnson', role: 'child', color: '#DB2777' });

/** The routes for who is signed in and, when given, who is in the family (GET /api/users). */
export function signedInAs(user: FamilyMember, members?: readonly FamilyMember[]): Record<string, FakeRoute> {
  const me = { 'GET /api/auth/me': json(sessionOf(user)) };
  return members ? { ...me, 'GET /api/users': json(members) } : me;
}

export function sessionOf(user: FamilyMember): Session {
  return {
    user,
    family: { id: 1, name: 'Johnson' },
    subscription: { isPremium: true, plan: 'annual', trialEnd: null },
  };
}

let nextId = 1;
export function task(overrides: Partial<Task> & Pick<Task, 'title'>): Task {
  nextId += 1;
  return {
    id: nextId,
    description: null,
    dueDate: null,
    priority: 'medium',
    completed: false,
    assignedToId: null,
    createdById: 1,
    createdAt: '2026-11-22T08:00:00.000Z',
    source: null,
    ...overrides,
  };
}
