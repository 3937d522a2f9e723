import type { Router } from 'express';
import { messageEndpoints as endpoints } from '@familyhub/contracts';
import { endpointRouter, requestIdOf } from '@familyhub/server-kit';
import type { MessagesService } from './messages.service';

export function messagesRouter(messages: MessagesService): Router {
  return endpointRouter((bind) => {
    bind(endpoints.list, ({ caller, query }) => messages.page(caller, query));
    bind(endpoints.search, ({ caller, query }) => messages.search(caller, query));
    bind(endpoints.edit, ({ caller, params, body }) => messages.edit(caller, params.id, body));
    bind(endpoints.remove, ({ caller, params }) => messages.remove(caller, params.id));
    bind(endpoints.markRead, ({ caller }) => messages.markRead(caller));
    bind(endpoints.send, ({ caller, body }, req) => messages.send(caller, body, requestIdOf(req)));
  });
}
