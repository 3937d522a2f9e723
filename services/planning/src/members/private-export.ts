import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database, type PrivateRows } from '@familyhub/server-kit';
import { files, PLANNING_FILES_PATH, voiceNotes } from '../message-media';
import { groupMessages, messageGroupMembers, messageGroups, messages, type PlanningSchema } from '../schema';

/**
 * The tables of groups and direct conversations, and the message files they hold: a member sees only the
 * conversations they belong to (issue #32), so the export holds only those for whoever asks for it.
 */
export const PRIVATE_MESSAGING_TABLES = [
  'message_groups',
  'message_group_members',
  'group_messages',
  'voice_notes',
  'files',
] as const;

/**
 * Groups and direct conversations in identity's data export, through familyDataRouter's `privateRows` (as notes
 * and the journal do, ADR 0022): the export holds the family thread with its files, and of the conversations only
 * those the exporting member belongs to — their members, messages, voice notes and files — whatever their role;
 * a file not yet sent goes to its uploader's export only. Rows keep the shape of every exported table.
 */
export function planningPrivateRows(database: Database<PlanningSchema>): PrivateRows {
  const db = database as unknown as Database;
  const select = async (query: SQL) => rowsOf<Record<string, unknown>>(await db.execute(query));

  /** The caller's conversations' ids, and the addresses of the message files they may read. */
  function visible(familyId: number, userId: number) {
    const mine = sql`select ${messageGroupMembers.groupId} from ${messageGroupMembers}
      where ${messageGroupMembers.familyId} = ${familyId} and ${messageGroupMembers.userId} = ${userId}`;
    const urls = (within: SQL) => sql`
      select url from (
        select ${messages.mediaUrl} as url from ${messages} where ${messages.familyId} = ${familyId}
        union select ${messages.thumbnailUrl} from ${messages} where ${messages.familyId} = ${familyId}
        union select ${groupMessages.mediaUrl} from ${groupMessages}
          where ${groupMessages.familyId} = ${familyId} and ${within}
        union select ${groupMessages.thumbnailUrl} from ${groupMessages}
          where ${groupMessages.familyId} = ${familyId} and ${within}
      ) held where url is not null`;
    const readable = urls(sql`${groupMessages.groupId} in (${mine})`);
    const anyHeld = urls(sql`true`);
    const fileUrl = sql`${PLANNING_FILES_PATH}::text || '/' || ${files.publicId}::text`;
    const ownFiles = sql`select * from ${files} where ${files.familyId} = ${familyId}
      and (${fileUrl} in (${readable})
        or (${files.createdById} = ${userId} and ${fileUrl} not in (${anyHeld})))
      order by 1`;
    return { mine, readable, ownFiles };
  }

  return {
    tables: PRIVATE_MESSAGING_TABLES,

    async exportOwn({ familyId, userId }) {
      const { mine, readable, ownFiles } = visible(familyId, userId);
      return {
        message_groups: await select(sql`select * from ${messageGroups}
          where ${messageGroups.familyId} = ${familyId} and ${messageGroups.id} in (${mine}) order by 1`),
        message_group_members: await select(sql`select * from ${messageGroupMembers}
          where ${messageGroupMembers.familyId} = ${familyId} and ${messageGroupMembers.groupId} in (${mine})
          order by 1, 2`),
        group_messages: await select(sql`select * from ${groupMessages}
          where ${groupMessages.familyId} = ${familyId} and ${groupMessages.groupId} in (${mine}) order by 1`),
        voice_notes: await select(sql`select * from ${voiceNotes}
          where ${voiceNotes.familyId} = ${familyId} and ${voiceNotes.fileUrl} in (${readable}) order by 1`),
        files: await select(ownFiles),
      };
    },

    async ownFiles({ familyId, userId }) {
      const rows = await select(visible(familyId, userId).ownFiles);
      const urls = new Set(rows.map((row) => `${PLANNING_FILES_PATH}/${String(row.public_id)}`));
      return (url) => urls.has(url);
    },
  };
}
