export { createGuestsCarpoolsRepository } from './guests-carpools.repository';
export { guestsCarpoolsRouter } from './guests-carpools.router';
export { createGuestsCarpoolsService, type GuestsCarpoolsService } from './guests-carpools.service';
