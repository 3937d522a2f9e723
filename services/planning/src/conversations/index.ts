export { createConversationsRepository } from './conversations.repository';
export { conversationsRouter } from './conversations.router';
export { createConversationsService, type ConversationsService } from './conversations.service';
