import type { Router } from 'express';
import { userEndpoints as endpoints } from '@familyhub/contracts';
import { endpointRouter } from '@familyhub/server-kit';
import type { UsersService } from './users.service';
export function usersRouter(users: UsersService): Router {
  return endpointRouter((bind) => {
    bind(endpoints.list, ({ caller }) => users.members(caller));
    bind(endpoints.children, ({ caller }) => users.children(caller));
    bind(endpoints.updateProfile, ({ caller, body }) => users.updateProfile(caller, body));
    bind(endpoints.language, ({ caller }) => users.languageSettings(caller));
    bind(endpoints.saveLanguage, ({ caller, body }) => users.saveLanguageSettings(caller, body));
    bind(endpoints.updateMember, ({ caller, params, body }) => users.updateMember(caller, params.id, body));
    bind(endpoints.remove, ({ caller, params }) => users.removeMember(caller, params.id));
    bind(endpoints.get, ({ caller, params }) => users.member(caller, params.id));
    bind(endpoints.create, ({ caller, body }) => users.addMember(caller, body));
  });
}
