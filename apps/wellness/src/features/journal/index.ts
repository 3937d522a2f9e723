// What the journal feature offers to the rest of the remote.
export { JournalTab } from './components/journal-tab';
