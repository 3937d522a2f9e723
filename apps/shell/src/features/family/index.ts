// What the family feature offers to the rest of the shell (the rest is its own).
export { FamilyTab } from './family-tab';
