export { createMessagesRepository } from './messages.repository';
export { messagesRouter } from './messages.router';
export { createMessagesService, type MessagesService } from './messages.service';
