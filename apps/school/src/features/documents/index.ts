export { DocumentsScreen } from './components/documents-screen';
export { useDocumentSummary } from './api/documents-api';
