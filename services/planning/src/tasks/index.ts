// What tasks offer to the other planning features (the rest is their own).
export type { FamilyDirectory } from './family-members';
