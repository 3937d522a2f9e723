// What guests and carpools offer to the other planning features (the rest is their own).
export { CarpoolsTab } from './components/carpools-tab';
export { GuestsTab } from './components/guests-tab';
