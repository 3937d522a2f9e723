import { filesTable } from '@familyhub/server-kit';
import { money } from '../pg-schema';

/** Uploaded money files (receipt images): rows here, bytes in the file storage. */
export const files = filesTable(money);
