export { MaintenanceScreen } from './components/maintenance-screen';
export { MaintenanceHistoryScreen } from './components/maintenance-history-screen';
export { useMaintenanceItems } from './api/maintenance-api';
