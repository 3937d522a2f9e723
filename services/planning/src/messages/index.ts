export { createMessagesRepository } from './messages.repository';
export { messagesRouter } from './messages.router';
export {
  assertMessagingPlan,
  assertOwnMessage,
  createMessagesService,
  type MessagesService,
} from './messages.service';
