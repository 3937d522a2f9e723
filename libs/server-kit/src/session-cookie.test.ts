import { readSessionCookie, SESSION_COOKIE } from './session-cookie';

describe('readSessionCookie', () => {
  it('finds the session token among other cookies', () => {
    expect(readSessionCookie(`theme=dark; ${SESSION_COOKIE}=abc-DEF_123; other=1`)).toBe('abc-DEF_123');
  });
  it('answers undefined when the cookie is absent, empty or malformed', () => {
    expect(readSessionCookie(undefined)).toBeUndefined();
    expect(readSessionCookie('theme=dark')).toBeUndefined();
    expect(readSessionCookie(`${SESSION_COOKIE}=`)).toBeUndefined();
    expect(readSessionCookie(`${SESSION_COOKIE}=%E0%A4%A`)).toBeUndefined();
    expect(readSessionCookie(`x${SESSION_COOKIE}=abc`)).toBeUndefined();
  });
});
