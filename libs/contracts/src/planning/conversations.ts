import { z } from 'zod';
import { pageOf, pageQueryWith } from '../paging';
import { endpointsFor } from '../endpoint';
import { pathId } from '../path-id';
import { organiserRoles } from '../role-rules';
import {
  createMessageBody,
  editMessageBody,
  MESSAGE_PAGE_DEFAULT,
  MESSAGE_PAGE_MAX,
  messageMedia,
} from './messages';

// Issue #32: conversations beyond the whole-family thread (/api/messages), as 001 §3 models them —
// `message_groups` (name, description, createdById, isActive), `message_group_members` (one row a member) and
// `group_messages`. A direct conversation is a two-member group. A member sees only the conversations they belong to.

export const CONVERSATION_NAME_MAX = 80;
export const CONVERSATION_DESCRIPTION_MAX = 500;
/** Members of one group, the caller included. */
export const CONVERSATION_MEMBERS_MAX = 50;

const memberId = z.number({ error: 'Members must be family members' }).int().positive().max(2_147_483_647);

/** A conversation as its member sees it: who is in it, the last message and how many they have not read. */
export const conversation = z.object({
  id: z.number().int(),
  /** For a direct conversation: null (the screen names it after the other member). */
  name: z.string().nullable(),
  description: z.string().nullable(),
  direct: z.boolean(),
  /** False once archived: read-only, listed apart. */
  isActive: z.boolean(),
  createdById: z.number().int().nullable(),
  memberIds: z.array(z.number().int()),
  lastMessage: z
    .object({ id: z.number().int(), senderId: z.number().int(), content: z.string(), timestamp: z.string() })
    .nullable(),
  /** Messages from the others after the last one this member read. */
  unread: z.number().int(),
  createdAt: z.string(),
});
export type Conversation = z.infer<typeof conversation>;

export const conversationList = z.object({
  items: z.array(conversation),
  /**
   * Messages from the others in the whole-family thread (/api/messages) after the last one this member read; the
   * list answers it alongside the conversations so the screen and the sidebar's Messages link count both.
   */
  familyThreadUnread: z.number().int(),
});
export type ConversationList = z.infer<typeof conversationList>;

const name = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(CONVERSATION_NAME_MAX, `Name must be at most ${CONVERSATION_NAME_MAX} characters`);
const description = z
  .string()
  .trim()
  .max(CONVERSATION_DESCRIPTION_MAX, `Description must be at most ${CONVERSATION_DESCRIPTION_MAX} characters`)
  .transform((s) => (s === '' ? null : s))
  .nullish();
const memberIds = z
  .array(memberId, { error: 'Members must be a list of family members' })
  .max(CONVERSATION_MEMBERS_MAX, `A group has at most ${CONVERSATION_MEMBERS_MAX} members`);

/** POST /api/conversations: a group; the caller is always in it. */
export const createConversationBody = z.object({ name, description, memberIds });
export type CreateConversationBody = z.input<typeof createConversationBody>;

/** POST /api/conversations/direct: the two-member conversation with another member (made once, then found). */
export const directConversationBody = z.object({ memberId });
export type DirectConversationBody = z.input<typeof directConversationBody>;

/** PATCH /api/conversations/{id}: rename, describe, archive or bring back; members are set on their own path. */
export const updateConversationBody = z
  .object({ name, description, isActive: z.boolean() })
  .partial()
  .refine((b) => Object.keys(b).length > 0, 'Nothing to update');
export type UpdateConversationBody = z.input<typeof updateConversationBody>;

/** PUT /api/conversations/{id}/members: the group's members from now on (the caller stays in it). */
export const conversationMembersBody = z.object({ memberIds });
export type ConversationMembersBody = z.input<typeof conversationMembersBody>;

export const conversationMessage = z.object({
  id: z.number().int(),
  conversationId: z.number().int(),
  senderId: z.number().int(),
  content: z.string(),
  timestamp: z.string(),
  editedAt: z.string().nullable(),
  deleted: z.boolean(),
  media: messageMedia.nullable(),
});
export type ConversationMessage = z.infer<typeof conversationMessage>;

/** A message to a conversation: as to the family thread, words and/or a photo, file or voice note. */
export const conversationMessageBody = createMessageBody;
export type ConversationMessageBody = z.input<typeof conversationMessageBody>;

/** Newest page first, oldest first within it; `nextCursor` asks for the page before (as /api/messages). */
export const conversationMessagePageQuery = pageQueryWith({
  defaultLimit: MESSAGE_PAGE_DEFAULT,
  maxLimit: MESSAGE_PAGE_MAX,
});
export const conversationMessagePage = pageOf(conversationMessage);
export type ConversationMessagePage = z.infer<typeof conversationMessagePage>;

const endpoint = endpointsFor('planning', 'conversations');
const conversationId = { id: pathId('Conversation') };
const organisersOnly = { roles: organiserRoles, refusal: 'Only parents and admins can manage groups' };

/** Conversations: groups and direct conversations (issue #32). */
export const conversationEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/conversations',
    summary:
      "The conversations the caller belongs to, with their last message and unread count, and the family thread's",
    response: conversationList,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/conversations',
    summary: 'Start a group with some family members',
    body: createConversationBody,
    response: conversation,
    status: 201,
    access: organisersOnly,
  }),
  direct: endpoint({
    method: 'POST',
    path: '/api/conversations/direct',
    summary: 'The direct conversation with another member, started the first time',
    body: directConversationBody,
    response: conversation,
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/conversations/:id',
    summary: 'One conversation the caller belongs to',
    params: conversationId,
    response: conversation,
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/api/conversations/:id',
    summary: 'Rename, describe, archive or bring back a group',
    params: conversationId,
    body: updateConversationBody,
    response: conversation,
    access: organisersOnly,
  }),
  setMembers: endpoint({
    method: 'PUT',
    path: '/api/conversations/:id/members',
    summary: "Set a group's members",
    params: conversationId,
    body: conversationMembersBody,
    response: conversation,
    access: organisersOnly,
  }),
  messages: endpoint({
    method: 'GET',
    path: '/api/conversations/:id/messages',
    summary: "A conversation's messages, newest first, a page at a time",
    params: conversationId,
    query: conversationMessagePageQuery,
    response: conversationMessagePage,
  }),
  send: endpoint({
    method: 'POST',
    path: '/api/conversations/:id/messages',
    summary: 'Send a message to a conversation',
    params: conversationId,
    body: conversationMessageBody,
    response: conversationMessage,
    status: 201,
  }),
  editMessage: endpoint({
    method: 'PATCH',
    path: '/api/conversations/:id/messages/:messageId',
    summary: 'Change your own message in a conversation',
    params: { ...conversationId, messageId: pathId('Message') },
    body: editMessageBody,
    response: conversationMessage,
  }),
  removeMessage: endpoint({
    method: 'DELETE',
    path: '/api/conversations/:id/messages/:messageId',
    summary: 'Delete your own message in a conversation (it shows as deleted)',
    params: { ...conversationId, messageId: pathId('Message') },
  }),
  markRead: endpoint({
    method: 'POST',
    path: '/api/conversations/:id/read',
    summary: 'Mark everything in a conversation read for the caller',
    params: conversationId,
    response: conversation,
  }),
};
