import { createHmac } from 'node:crypto';
import { isServiceCaller, signCaller, verifyCaller } from './caller';

const caller = { userId: 1, familyId: 2, role: 'parent' as const, plan: 'annual' as const };

describe('caller signature', () => {
  it('accepts what the gateway signed for the same method and path', () => {
    const header = signCaller('k', {
      caller,
      method: 'get',
      path: '/api/tasks',
      audience: 'planning',
      requestId: 'r',
    });
    expect(verifyCaller('k', header, 'GET', '/api/tasks', 'planning')?.caller).toEqual(caller);
  });
  it('carries the client address the gateway derived, under the signature', () => {
    const header = signCaller('k', {
      caller: null,
      method: 'POST',
      path: '/api/auth/sign-in',
      audience: 'identity',
      requestId: 'r',
      clientAddress: '2001:db8::7',
    });
    expect(verifyCaller('k', header, 'POST', '/api/auth/sign-in', 'identity')?.client).toBe('2001:db8::7');
    const [payload, sig] = header.split('.');
    const envelope = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as object;
    const moved = Buffer.from(JSON.stringify({ ...envelope, client: '198.51.100.9' })).toString('base64url');
    expect(verifyCaller('k', `${moved}.${sig}`, 'POST', '/api/auth/sign-in', 'identity')).toBeNull();
  });
  it('refuses another key, another path, another method and a tampered payload', () => {
    const header = signCaller('k', {
      caller,
      method: 'GET',
      path: '/api/tasks',
      audience: 'planning',
      requestId: 'r',
    });
    expect(verifyCaller('other', header, 'GET', '/api/tasks', 'planning')).toBeNull();
    expect(verifyCaller('k', header, 'GET', '/api/users', 'planning')).toBeNull();
    expect(verifyCaller('k', header, 'DELETE', '/api/tasks', 'planning')).toBeNull();
    const [, sig] = header.split('.');
    const forged = Buffer.from(
      JSON.stringify({
        caller: { ...caller, role: 'admin' },
        method: 'GET',
        path: '/api/tasks',
        audience: 'planning',
        requestId: 'r',
        exp: Date.now() + 1000,
      }),
    ).toString('base64url');
    expect(verifyCaller('k', `${forged}.${sig}`, 'GET', '/api/tasks', 'planning')).toBeNull();
    expect(verifyCaller('k', undefined, 'GET', '/api/tasks', 'planning')).toBeNull();
  });
  it('refuses an envelope made out to another service, or to none', () => {
    const header = signCaller('k', {
      caller,
      method: 'GET',
      path: '/internal/export',
      audience: 'planning',
      requestId: 'r',
    });
    expect(verifyCaller('k', header, 'GET', '/internal/export', 'planning')?.caller).toEqual(caller);
    // What planning received cannot be replayed at identity (or any other service) for the same path.
    expect(verifyCaller('k', header, 'GET', '/internal/export', 'identity')).toBeNull();
    const payload = Buffer.from(
      JSON.stringify({ caller, method: 'GET', path: '/x', requestId: 'r', exp: Date.now() + 1000 }),
    ).toString('base64url');
    const signature = createHmac('sha256', 'k').update(payload).digest('base64url');
    expect(verifyCaller('k', `${payload}.${signature}`, 'GET', '/x', 'planning')).toBeNull();
  });
  it('refuses an expired envelope', () => {
    jest.useFakeTimers();
    const header = signCaller('k', {
      caller,
      method: 'GET',
      path: '/x',
      audience: 'planning',
      requestId: 'r',
    });
    jest.advanceTimersByTime(61_000);
    expect(verifyCaller('k', header, 'GET', '/x', 'planning')).toBeNull();
    jest.useRealTimers();
  });
});

describe('service caller', () => {
  it('signs a service acting for a family in its own field, never as a member', () => {
    const header = signCaller('k', {
      caller: { service: 'money', familyId: 4 },
      method: 'POST',
      path: '/internal/alerts',
      audience: 'planning',
      requestId: 'r',
    });
    const envelope = verifyCaller('k', header, 'POST', '/internal/alerts', 'planning');
    expect(envelope?.caller).toBeNull();
    expect(envelope?.service).toEqual({ service: 'money', familyId: 4 });
    expect(isServiceCaller({ service: 'money', familyId: 4 })).toBe(true);
    expect(isServiceCaller(caller)).toBe(false);
  });

  it('refuses an envelope that claims a member and a service at once', () => {
    const payload = Buffer.from(
      JSON.stringify({
        caller,
        service: { service: 'money', familyId: 2 },
        method: 'GET',
        path: '/x',
        audience: 'planning',
        requestId: 'r',
        exp: Date.now() + 1000,
      }),
    ).toString('base64url');
    const signature = createHmac('sha256', 'k').update(payload).digest('base64url');
    expect(verifyCaller('k', `${payload}.${signature}`, 'GET', '/x', 'planning')).toBeNull();
  });
});
