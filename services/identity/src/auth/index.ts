// What auth offers to the other identity features (the rest is its own).
export { hashPassword, verifyPassword } from './password';
export { SignInLimiter, SignInRateLimited, type AttemptLimiter, type AttemptLimits } from './sign-in-limiter';
export { createRedisAttemptLimiter } from './redis-attempt-limiter';
