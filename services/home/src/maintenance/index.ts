export { maintenanceItems, maintenanceLogs } from './maintenance.table';
export { createMaintenanceRepository } from './maintenance.repository';
export { maintenanceRouter } from './maintenance.router';
export { createMaintenanceService, type MaintenanceService } from './maintenance.service';
