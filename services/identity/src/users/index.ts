// What users offer to the other identity features (the rest is their own).
export { languageSettingsOf, toFamilyMember } from './family-member';
export { normaliseUsername, USERNAME_TAKEN } from './usernames';
export { createUsersRepository, type UsersRepository } from './users.repository';
// What app.ts wires.
export { usersRouter } from './users.router';
export { createUsersService, type UsersService } from './users.service';
