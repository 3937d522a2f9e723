import type { Router } from 'express';
import { authEndpoints as endpoints } from '@familyhub/contracts';
import { clientAddressOf, endpointRouter } from '@familyhub/server-kit';
import type { PasswordChangeService } from './password-change.service';

export function passwordChangeRouter(passwords: PasswordChangeService): Router {
  return endpointRouter((bind) =>
    bind(endpoints.updatePassword, ({ caller, body }, req) =>
      passwords.changePassword(caller, body, clientAddressOf(req)),
    ),
  );
}
