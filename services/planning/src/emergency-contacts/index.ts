export { createEmergencyContactsRepository } from './emergency-contacts.repository';
export { emergencyContactsRouter } from './emergency-contacts.router';
export { createEmergencyContactsService, type EmergencyContactsService } from './emergency-contacts.service';
