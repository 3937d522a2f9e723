import type { Router } from 'express';
import { schoolFileEndpoints } from '@familyhub/contracts';
import { endpointRouter } from '@familyhub/server-kit';
import type { SchoolFiles } from './school-files';

/** Spec 000 §7: the Upload Document dialog sends the file here first, then the document with its fileUrl. */
export function legacyUploadRouter(files: SchoolFiles): Router {
  return endpointRouter((bind) =>
    bind(schoolFileEndpoints.legacyUpload, (_input, req) => files.upload(req, 'school-document')),
  );
}
