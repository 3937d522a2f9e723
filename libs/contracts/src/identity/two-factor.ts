import { z } from 'zod';

export const WRONG_TWO_FACTOR_CODE = 'Invalid verification code';
const sixDigits = z
  .string({ error: 'Enter the 6-digit code from your authenticator app' })
  .transform((code) => code.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app'));

/** GET /api/auth/2fa — the caller's two-factor state (Settings › Security). */
export const twoFactorStatus = z.object({
  enabled: z.boolean(),
  /** Setup started (secret issued) but not yet confirmed with a code. */
  pending: z.boolean(),
  backupCodesRemaining: z.number().int(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatus>;

/** POST /api/auth/2fa/setup — a new secret for the authenticator app; shown once, confirmed by /enable. */
export const twoFactorSetup = z.object({
  secret: z.string(),
  otpauthUri: z.string(),
  /** The otpauth URI as an SVG QR code, ready for an <img src>. */
  qrCode: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetup>;

/** POST /api/auth/2fa/enable */
export const enableTwoFactorBody = z.object({ code: sixDigits });
export type EnableTwoFactorBody = z.input<typeof enableTwoFactorBody>;

/** The one-time backup codes, shown once when two-factor is turned on; only their hashes are kept. */
export const backupCodesAnswer = z.object({ backupCodes: z.array(z.string()) });
export type BackupCodesAnswer = z.infer<typeof backupCodesAnswer>;

export const TWO_FACTOR_CODE_REQUIRED = 'Enter the 6-digit code or a backup code';
/** A current code from the authenticator app (6 digits) or an unused backup code, as typed. */
export const twoFactorCode = z
  .string({ error: TWO_FACTOR_CODE_REQUIRED })
  .trim()
  .min(1, TWO_FACTOR_CODE_REQUIRED)
  .max(32, TWO_FACTOR_CODE_REQUIRED);

/**
 * POST /api/auth/2fa/disable — the account password and, while two-factor is on, a current code (TOTP or backup):
 * a stolen session or a shoulder-surfed password alone cannot turn the second factor off. A setup never confirmed
 * is cancelled with the password alone.
 */
export const disableTwoFactorBody = z.object({
  password: z
    .string({ error: 'Enter your password' })
    .min(1, 'Enter your password')
    .max(200, 'Password must be at most 200 characters'),
  code: twoFactorCode.optional(),
});
export type DisableTwoFactorBody = z.input<typeof disableTwoFactorBody>;

/** POST /api/auth/sign-in when the account has two-factor on: no session yet, a short-lived challenge instead. */
export const twoFactorChallenge = z.object({
  twoFactorRequired: z.literal(true),
  challenge: z.string(),
});
export type TwoFactorChallenge = z.infer<typeof twoFactorChallenge>;

/** POST /api/auth/sign-in/2fa — the challenge and a 6-digit code or an unused backup code. */
export const twoFactorSignInBody = z.object({
  challenge: z.string({ error: 'Sign in again' }).min(1, 'Sign in again').max(2000),
  code: twoFactorCode,
});
export type TwoFactorSignInBody = z.input<typeof twoFactorSignInBody>;
