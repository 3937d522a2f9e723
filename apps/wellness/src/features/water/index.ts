// What the water feature offers to the rest of the remote.
export { WaterTab } from './components/water-tab';
export { useWaterTotals } from './api/get-water-totals';
export { useWaterGoals } from './api/get-water-goals';
