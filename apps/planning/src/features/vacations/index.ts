// What vacations offer to the other planning features (the rest is their own).
export { VacationsTab } from './components/vacations-tab';
