export { waterGoals, waterIntakes } from './water.table';
export { createWaterRepository } from './water.repository';
export { waterRouter } from './water.router';
export { createWaterService, waterReminders, type WaterService } from './water.service';
