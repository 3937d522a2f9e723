export { petCareItems, petCareLogs, pets } from './pets.table';
export { createPetsRepository } from './pets.repository';
export { petsRouter } from './pets.router';
export { createPetsService, type PetsService } from './pets.service';
