export { createMessagesRepository } from './messages.repository';
export { messagesRouter } from './messages.router';
export { assertMessagingPlan, createMessagesService, type MessagesService } from './messages.service';
