export { createNotesRepository, noteKeyContext, type OpenNote } from './notes.repository';
export { notesRouter } from './notes.router';
export { createNotesService, notesPrivateTables, type NotesService } from './notes.service';
export { privateNoteShares, privateNotes } from './notes.table';
