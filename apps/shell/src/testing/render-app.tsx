import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from '@familyhub/ui/router';
import { createQueryClient } from '@familyhub/api-client';
import { fakeApi, type FakeAnswer, type FakeRequest } from '@familyhub/ui/testing';
import {
  defaultLanguageSettings,
  type DomainRegistration,
  type FamilyMember,
  type Plan,
  type Session,
} from '@familyhub/contracts';
import { App } from '../app';

export function member(overrides: Partial<FamilyMember> = {}): FamilyMember {
  return {
    id: 1,
    username: 'alex',
    name: 'Alex Rivera',
    email: 'alex@example.test',
    role: 'admin',
    avatarUrl: null,
    color: '#4F46E5',
    points: 0,
    canViewFinances: true,
    canEditSchedule: true,
    canManageUsers: true,
    canExportData: true,
    subscriptionStatus: 'active',
    ...overrides,
  };
}

export function sessionFor(plan: Plan = 'annual', user = member()): Session {
  return {
    user,
    family: { id: 1, name: 'The Riveras', currency: 'USD' },
    subscription: { plan, isPremium: plan !== 'free', trialEnd: null },

    language: defaultLanguageSettings,
  };
}

export const domains: DomainRegistration[] = [
  {
    id: 'planning',
    name: 'Planning',
    remoteEntry: '/remotes/planning/mf-manifest.json',
    enabled: true,
    status: 'enabled',
    availableOn: ['free', 'monthly', 'annual'],
    routes: ['/dashboard', '/tasks', '/calendar', '/messages', '/shopping'],
  },
  {
    id: 'wellness',
    name: 'Wellness',
    remoteEntry: '/remotes/wellness/mf-manifest.json',
    enabled: false,
    status: 'unavailable',
    availableOn: [],
    routes: ['/wellness', '/me-time'],
  },
];

type Answer = FakeAnswer;
export type ApiRoutes = Record<string, Answer | ((body: unknown) => Answer)>;

/**
 * Answers fetch calls by "METHOD /path" through the shared component-test harness (`fakeApi` of
 * `@familyhub/ui/testing`); a route here gets the request's body. An unlisted call answers 404 naming it.
 */
export function mockApi(routes: ApiRoutes) {
  const shared = Object.fromEntries(
    Object.entries(routes).map(([key, route]) => [
      key,
      typeof route === 'function' ? (request: FakeRequest) => route(request.body) : route,
    ]),
  );
  return fakeApi(shared, { unroutedStatus: 404 }).fetchMock;
}

/** Routes for a signed-in family on the given plan. */
export function signedInRoutes(plan: Plan = 'annual'): ApiRoutes {
  const session = sessionFor(plan);
  return {
    'GET /api/auth/me': { status: 200, body: session },
    'GET /api/subscription/status': { status: 200, body: session.subscription },
    'GET /api/users': {
      status: 200,
      body: [session.user, member({ id: 2, name: 'Emma Rivera', role: 'child', username: 'emma' })],
    },
    'GET /api/platform/domains': { status: 200, body: domains },
    'GET /api/auth/demo': { status: 200, body: { enabled: false } },
  };
}

export const signedOutRoutes: ApiRoutes = {
  'GET /api/auth/me': { status: 401, body: { error: 'unauthenticated', message: 'Sign in first' } },
  'GET /api/auth/demo': { status: 200, body: { enabled: false } },
  'GET /api/platform/domains': { status: 200, body: domains },
};

export function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location">
      {location.pathname}
      {location.search}
    </output>
  );
}

export function renderApp(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <App queryClient={createQueryClient()} />
      <LocationProbe />
    </MemoryRouter>,
  );
}
