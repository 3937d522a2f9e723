export { schoolDocuments, type SchoolDocumentRow } from './documents.table';
export { createDocumentsRepository } from './documents.repository';
export { createDocumentsService, toSchoolDocument, type DocumentsService } from './documents.service';
export { documentsRouter } from './documents.router';
