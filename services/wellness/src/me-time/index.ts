export { meTimeBlocks } from './me-time.table';
