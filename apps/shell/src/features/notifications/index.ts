// What the notifications feature offers to the rest of the shell (the rest is its own).
export { NotificationsTab } from './notifications-tab';
