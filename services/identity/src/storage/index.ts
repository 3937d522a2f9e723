export { createFamilyStorageService, type FamilyStorageService } from './family-storage.service';
export { familyStorageRouter } from './family-storage.router';
