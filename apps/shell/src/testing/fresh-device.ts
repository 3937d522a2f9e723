import { memoryStorage, setOfflineStorage } from '@familyhub/api-client';

// A device of its own for each test: answers the app keeps for offline use (issue #31) in one test never show in
// the next one of the same file.
beforeEach(() => setOfflineStorage(memoryStorage()));
