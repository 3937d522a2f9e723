// What auth offers to the other identity features (the rest is its own).
export { hashPassword, verifyPassword } from './password';
export { SignInLimiter, SignInRateLimited, type AttemptLimiter, type AttemptLimits } from './sign-in-limiter';
export { createRedisAttemptLimiter } from './redis-attempt-limiter';
// What app.ts wires.
export { authRouter } from './auth.router';
export { createAuthService, type AuthService, type DemoSettings } from './auth.service';
export { passwordChangeRouter } from './password-change.router';
export { createPasswordChangeService, type PasswordChangeService } from './password-change.service';
