export { createMessagesRepository, type MessagesRepository } from './messages.repository';
export { messagesRouter } from './messages.router';
export { assertOwnMessage, createMessagesService, type MessagesService } from './messages.service';
export {
  assertMessagingPlan,
  CONVERSATIONS_TOPIC,
  MESSAGES_PLAN_MESSAGE,
  PLAN_REQUIRED,
} from '../shared/messaging-plan';
