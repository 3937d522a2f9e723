import { filesTable } from '@familyhub/server-kit';
import { school } from '../pg-schema';

/** Uploaded school files (documents now; homework attachments later): rows here, bytes in the file storage. */
export const files = filesTable(school);
