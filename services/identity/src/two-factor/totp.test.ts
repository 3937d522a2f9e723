import {
  base32Decode,
  base32Encode,
  generateTotpSecret,
  hotp,
  matchTotp,
  otpauthUri,
  totpAt,
  totpStep,
} from './totp';

// RFC 6238 appendix B uses the ASCII secret "12345678901234567890" for SHA-1, with 8 digits.
const rfcSecret = base32Encode(Buffer.from('12345678901234567890', 'ascii'));

describe('base32 (RFC 4648)', () => {
  it.each([
    ['', ''],
    ['f', 'MY'],
    ['fo', 'MZXQ'],
    ['foo', 'MZXW6'],
    ['foob', 'MZXW6YQ'],
    ['fooba', 'MZXW6YTB'],
    ['foobar', 'MZXW6YTBOI'],
  ])('encodes %p as %p and back', (text, encoded) => {
    expect(base32Encode(Buffer.from(text))).toBe(encoded);
    expect(base32Decode(encoded)?.toString()).toBe(text);
  });

  it('reads lower case, spaces, dashes and padding, and refuses other characters', () => {
    expect(base32Decode('mzxw 6ytb-oi======')?.toString()).toBe('foobar');
    expect(base32Decode('MZXW1')).toBeNull();
  });

  it('makes 160-bit secrets of 32 base32 characters, different each time', () => {
    const secret = generateTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(secret)).toHaveLength(20);
    expect(generateTotpSecret()).not.toBe(secret);
  });
});

describe('HOTP (RFC 4226 appendix D)', () => {
  it('gives the published values for counters 0–9', () => {
    const key = Buffer.from('12345678901234567890', 'ascii');
    const expected = [
      '755224',
      '287082',
      '359152',
      '969429',
      '338314',
      '254676',
      '287922',
      '162583',
      '399871',
      '520489',
    ];
    expect(expected.map((_, counter) => hotp(key, counter))).toEqual(expected);
  });
});

describe('TOTP (RFC 6238 appendix B, SHA-1)', () => {
  it.each([
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ])('at %i s gives %s', (seconds, code) => {
    expect(totpAt(rfcSecret, seconds * 1000, 8)).toBe(code);
    expect(totpAt(rfcSecret, seconds * 1000)).toBe(code.slice(-6));
  });

  it('accepts the code of this step and of one step either side, and nothing further', () => {
    const now = 1_700_000_000_000;
    const secret = generateTotpSecret();
    const step = totpStep(now);
    for (const offset of [-1, 0, 1]) {
      expect(matchTotp(secret, totpAt(secret, now + offset * 30_000), now)).toBe(step + offset);
    }
    for (const offset of [-2, 2]) {
      const code = totpAt(secret, now + offset * 30_000);
      // A far code could collide with a near one by chance (1 in 10^6 per step); only then is this check moot.
      const nearCodes = [-1, 0, 1].map((o) => totpAt(secret, now + o * 30_000));
      if (!nearCodes.includes(code)) expect(matchTotp(secret, code, now)).toBeNull();
    }
  });

  it('refuses a code whose step was already used, and malformed codes', () => {
    const now = 1_700_000_000_000;
    const secret = generateTotpSecret();
    const code = totpAt(secret, now);
    expect(matchTotp(secret, code, now, totpStep(now))).toBeNull();
    expect(matchTotp(secret, code, now, totpStep(now) - 1)).toBe(totpStep(now));
    expect(matchTotp(secret, '12345', now)).toBeNull();
    expect(matchTotp(secret, 'abcdef', now)).toBeNull();
  });

  it('writes the otpauth URI authenticator apps read', () => {
    expect(otpauthUri({ issuer: 'FamilyHub', account: 'alex rivera', secret: 'JBSWY3DPEHPK3PXP' })).toBe(
      'otpauth://totp/FamilyHub:alex%20rivera?secret=JBSWY3DPEHPK3PXP&issuer=FamilyHub&algorithm=SHA1&digits=6&period=30',
    );
  });
});
