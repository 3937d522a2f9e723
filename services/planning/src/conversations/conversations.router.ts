import type { Router } from 'express';
import { conversationEndpoints as endpoints } from '@familyhub/contracts';
import { endpointRouter, requestIdOf } from '@familyhub/server-kit';
import type { ConversationsService } from './conversations.service';

export function conversationsRouter(conversations: ConversationsService): Router {
  return endpointRouter((bind) => {
    bind(endpoints.list, ({ caller }) => conversations.list(caller));
    bind(endpoints.create, ({ caller, body }, req) => conversations.create(caller, body, requestIdOf(req)));
    bind(endpoints.direct, ({ caller, body }, req) => conversations.direct(caller, body, requestIdOf(req)));
    bind(endpoints.get, ({ caller, params }) => conversations.get(caller, params.id));
    bind(endpoints.update, ({ caller, params, body }) => conversations.update(caller, params.id, body));
    bind(endpoints.setMembers, ({ caller, params, body }, req) =>
      conversations.setMembers(caller, params.id, body, requestIdOf(req)),
    );
    bind(endpoints.messages, ({ caller, params, query }) => conversations.messages(caller, params.id, query));
    bind(endpoints.send, ({ caller, params, body }, req) =>
      conversations.send(caller, params.id, body, requestIdOf(req)),
    );
    bind(endpoints.editMessage, ({ caller, params, body }) =>
      conversations.editMessage(caller, params.id, params.messageId, body),
    );
    bind(endpoints.removeMessage, ({ caller, params }) =>
      conversations.removeMessage(caller, params.id, params.messageId),
    );
    bind(endpoints.markRead, ({ caller, params }) => conversations.markRead(caller, params.id));
  });
}
