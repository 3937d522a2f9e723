// What the privacy feature offers to the rest of the shell (the rest is its own).
export { PrivacyTab } from './privacy-tab';
