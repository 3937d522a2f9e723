import { hasFeature } from '@familyhub/contracts';
import {
  createFileStore,
  urlsHeldBy,
  type Database,
  type FileAccess,
  type FileHolder,
  type FileStorage,
} from '@familyhub/server-kit';
import { and, eq, or } from 'drizzle-orm';
import { assertMessagingPlan } from '../shared/messaging-plan';
import { groupMessages, messageGroupMembers, messages, type PlanningSchema } from '../schema';
import { files } from './message-media.table';

/** Where message files are served: `GET /api/planning/files/<public id>`; a message's mediaUrl is such a path. */
export const PLANNING_FILES_PATH = '/api/planning/files';

const FAMILY_THREAD_HOLDERS: readonly FileHolder[] = [
  { table: messages, url: messages.mediaUrl, familyId: messages.familyId },
  { table: messages, url: messages.thumbnailUrl, familyId: messages.familyId },
];
const CONVERSATION_HOLDERS: readonly FileHolder[] = [
  { table: groupMessages, url: groupMessages.mediaUrl, familyId: groupMessages.familyId },
  { table: groupMessages, url: groupMessages.thumbnailUrl, familyId: groupMessages.familyId },
];

/**
 * Who may upload and read message files (issue #32): the rule of the message holding the file. Every member with
 * messaging reads the family thread's files; a conversation's files are read by its members only — anyone else,
 * in the family or not, is answered 404 as for the conversation itself. An upload not yet sent is its uploader's.
 */
export function planningFileAccess(database: Database<PlanningSchema>): FileAccess {
  const db = database as unknown as Database;
  return {
    assertMayUpload(caller) {
      assertMessagingPlan(caller);
    },
    async readAccess(caller, file) {
      if (!hasFeature(caller.plan, 'unlimited_messaging')) return 'denied';
      if ((await urlsHeldBy(db, FAMILY_THREAD_HOLDERS, [file.url], caller.familyId)).size > 0)
        return 'allowed';
      if ((await urlsHeldBy(db, CONVERSATION_HOLDERS, [file.url], caller.familyId)).size === 0)
        return 'unheld';
      const [member] = await database
        .select({ groupId: groupMessages.groupId })
        .from(groupMessages)
        .innerJoin(
          messageGroupMembers,
          and(
            eq(messageGroupMembers.groupId, groupMessages.groupId),
            eq(messageGroupMembers.userId, caller.userId),
          ),
        )
        .where(
          and(
            eq(groupMessages.familyId, caller.familyId),
            or(eq(groupMessages.mediaUrl, file.url), eq(groupMessages.thumbnailUrl, file.url)),
          ),
        )
        .limit(1);
      return member ? 'allowed' : 'denied';
    },
    heldUrls: (urls) => urlsHeldBy(db, [...FAMILY_THREAD_HOLDERS, ...CONVERSATION_HOLDERS], urls),
  };
}

/** The planning file store: `POST /api/planning/files?use=message-attachment|voice-note`. */
export function createPlanningFiles(db: Database<PlanningSchema>, storage?: FileStorage) {
  return createFileStore({
    db,
    table: files,
    service: 'planning',
    basePath: PLANNING_FILES_PATH,
    storage,
    access: planningFileAccess(db),
  });
}
export type PlanningFiles = ReturnType<typeof createPlanningFiles>;
