export { DocumentsScreen } from './components/documents-screen';
export { useDocumentSummary } from './api/use-document-summary';
