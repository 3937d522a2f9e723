// What emergency contacts offer to the other planning features (the rest is their own).
export { EmergencyTab } from './components/emergency-tab';
