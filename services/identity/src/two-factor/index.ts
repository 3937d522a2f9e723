// What two-factor sign-in offers to the other identity features (the rest is its own).
export type { TwoFactorService } from './two-factor.service';
// What app.ts wires.
export { createChallengeSigner } from './sign-in-challenge';
export { createTwoFactorRepository } from './two-factor.repository';
export { twoFactorRouter } from './two-factor.router';
export { createTwoFactorService } from './two-factor.service';
