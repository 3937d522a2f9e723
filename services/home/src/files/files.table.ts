import { filesTable } from '@familyhub/server-kit';
import { home } from '../pg-schema';

/** Uploaded home files (pet photos now; recipe photos later): rows here, bytes in the file storage. */
export const files = filesTable(home);
