import { defaultLanguageSettings, type FamilyMember, type Page, type Session } from '@familyhub/contracts';
import { dismissToast } from '../toast/toast-store';

export interface FakeRequest {
  method: string;
  /** The path with its query string, as the screen asked for it. */
  path: string;
  body: unknown;
}
export interface FakeAnswer {
  status: number;
  body?: unknown;
}
/** Answers one call; a promise that never settles keeps the call pending. */
export type FakeRoute = (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>;

export interface FakeApiOptions {
  /** The status of a call no route answers: 599 by default (no server sends it, so the test fails loudly). */
  unroutedStatus?: number;
}

/**
 * The remote component tests' API (docs/architecture.md "Settled patterns"): replaces `fetch` with routes keyed
 * "METHOD /path" (the path with its query string). jsdom has no Response: the api-client only needs status, ok,
 * statusText, headers and text(). A route is a function of the request or a fixed answer. Unknown calls fail the
 * test loudly with a 599 (or `unroutedStatus`).
 */
export function fakeApi(routes: Record<string, FakeRoute | FakeAnswer>, options: FakeApiOptions = {}) {
  const calls: FakeRequest[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const method = (init.method ?? 'GET').toUpperCase();
    const path = String(input);
    const request = { method, path, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined };
    calls.push(request);
    const route = routes[`${method} ${path}`];
    const answer = !route
      ? { status: options.unroutedStatus ?? 599, body: { error: 'unrouted', message: `${method} ${path}` } }
      : typeof route === 'function'
        ? await route(request)
        : route;
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

/** A route that answers `body` with `status` (200 by default). */
export const json =
  (body: unknown, status = 200): FakeRoute =>
  () => ({ status, body });
/** A route that never answers: the screen stays loading. */
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

/** A family member with no extra permissions; name, id and role are the test's. */
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

/** The session `GET /api/auth/me` answers for `user` (a Premium family). */
export function sessionOf(user: FamilyMember): Session {
  return {
    user,
    family: { id: 1, name: 'Johnson', currency: 'USD' },
    subscription: { isPremium: true, plan: 'annual', trialEnd: null },

    language: defaultLanguageSettings,
  };
}

/** The routes for who is signed in and, when given, who is in the family (GET /api/users). */
export function signedInAs(user: FamilyMember, members?: readonly FamilyMember[]): Record<string, FakeRoute> {
  const me = { 'GET /api/auth/me': json(sessionOf(user)) };
  return members ? { ...me, 'GET /api/users': json(members) } : me;
}

/** One page of a paged list as the API answers it: `{ items, nextCursor }` (null: the last page). */
export function page<Item>(items: Item[], nextCursor: string | null = null): Page<Item> {
  return { items, nextCursor };
}
