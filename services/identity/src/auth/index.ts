// What auth offers to the other identity features (the rest is its own).
export { SignInRateLimited } from './auth.service';
export { hashPassword, verifyPassword } from './password';
export { SignInLimiter } from './sign-in-limiter';
