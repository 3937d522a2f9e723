import { createHmac } from 'node:crypto';
import { isServiceCaller, signCaller, verifyCaller } from './caller';

const caller = { userId: 1, familyId: 2, role: 'parent' as const, plan: 'annual' as const };

describe('caller signature', () => {
  it('accepts what the gateway signed for the same method and path', () => {
    const header = signCaller('k', { caller, method: 'get', path: '/api/tasks', requestId: 'r' });
    expect(verifyCaller('k', header, 'GET', '/api/tasks')?.caller).toEqual(caller);
  });
  it('carries the client address the gateway derived, under the signature', () => {
    const header = signCaller('k', {
      caller: null,
      method: 'POST',
      path: '/api/auth/sign-in',
      requestId: 'r',
      clientAddress: '2001:db8::7',
    });
    expect(verifyCaller('k', header, 'POST', '/api/auth/sign-in')?.client).toBe('2001:db8::7');
    const [payload, sig] = header.split('.');
    const envelope = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as object;
    const moved = Buffer.from(JSON.stringify({ ...envelope, client: '198.51.100.9' })).toString('base64url');
    expect(verifyCaller('k', `${moved}.${sig}`, 'POST', '/api/auth/sign-in')).toBeNull();
  });
  it('refuses another key, another path, another method and a tampered payload', () => {
    const header = signCaller('k', { caller, method: 'GET', path: '/api/tasks', requestId: 'r' });
    expect(verifyCaller('other', header, 'GET', '/api/tasks')).toBeNull();
    expect(verifyCaller('k', header, 'GET', '/api/users')).toBeNull();
    expect(verifyCaller('k', header, 'DELETE', '/api/tasks')).toBeNull();
    const [, sig] = header.split('.');
    const forged = Buffer.from(
      JSON.stringify({
        caller: { ...caller, role: 'admin' },
        method: 'GET',
        path: '/api/tasks',
        requestId: 'r',
        exp: Date.now() + 1000,
      }),
    ).toString('base64url');
    expect(verifyCaller('k', `${forged}.${sig}`, 'GET', '/api/tasks')).toBeNull();
    expect(verifyCaller('k', undefined, 'GET', '/api/tasks')).toBeNull();
  });
  it('refuses an expired envelope', () => {
    jest.useFakeTimers();
    const header = signCaller('k', { caller, method: 'GET', path: '/x', requestId: 'r' });
    jest.advanceTimersByTime(61_000);
    expect(verifyCaller('k', header, 'GET', '/x')).toBeNull();
    jest.useRealTimers();
  });
});

describe('service caller', () => {
  it('signs a service acting for a family in its own field, never as a member', () => {
    const header = signCaller('k', {
      caller: { service: 'money', familyId: 4 },
      method: 'POST',
      path: '/internal/alerts',
      requestId: 'r',
    });
    const envelope = verifyCaller('k', header, 'POST', '/internal/alerts');
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
        requestId: 'r',
        exp: Date.now() + 1000,
      }),
    ).toString('base64url');
    const signature = createHmac('sha256', 'k').update(payload).digest('base64url');
    expect(verifyCaller('k', `${payload}.${signature}`, 'GET', '/x')).toBeNull();
  });
});
