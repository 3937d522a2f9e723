export { waterGoals, waterIntakes } from './water.table';
