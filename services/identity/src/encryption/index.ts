export { encryptionRouter } from './encryption.router';
export { createEncryptionService, type EncryptionService } from './encryption.service';
