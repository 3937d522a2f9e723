import {
  readSessionCookie,
  SECURE_SESSION_COOKIE,
  SESSION_COOKIE,
  sessionCookieName,
} from './session-cookie';

describe('readSessionCookie', () => {
  it('finds the session token among other cookies', () => {
    expect(readSessionCookie(`theme=dark; ${SESSION_COOKIE}=abc-DEF_123; other=1`, false)).toBe(
      'abc-DEF_123',
    );
  });
  it('answers undefined when the cookie is absent, empty or malformed', () => {
    expect(readSessionCookie(undefined, false)).toBeUndefined();
    expect(readSessionCookie('theme=dark', false)).toBeUndefined();
    expect(readSessionCookie(`${SESSION_COOKIE}=`, false)).toBeUndefined();
    expect(readSessionCookie(`${SESSION_COOKIE}=%E0%A4%A`, false)).toBeUndefined();
    expect(readSessionCookie(`x${SESSION_COOKIE}=abc`, false)).toBeUndefined();
  });
  it('reads only the __Host- cookie over HTTPS, so a planted bare cookie cannot shadow the session', () => {
    expect(sessionCookieName(true)).toBe('__Host-fh_session');
    expect(sessionCookieName(false)).toBe('fh_session');
    const both = `${SESSION_COOKIE}=planted; ${SECURE_SESSION_COOKIE}=mine`;
    expect(readSessionCookie(both, true)).toBe('mine');
    expect(readSessionCookie(`${SESSION_COOKIE}=planted`, true)).toBeUndefined();
    expect(readSessionCookie(`${SECURE_SESSION_COOKIE}=mine`, false)).toBeUndefined();
  });
});
