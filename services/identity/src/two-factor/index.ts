// What two-factor sign-in offers to the other identity features (the rest is its own).
export type { TwoFactorService } from './two-factor.service';
