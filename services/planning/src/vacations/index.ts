export { createVacationsRepository } from './vacations.repository';
export { vacationsRouter } from './vacations.router';
export { createVacationsService, type VacationsService } from './vacations.service';
