// The shared harness's render (`@familyhub/ui/testing`), under the name money's tests import.
export { renderScreen } from '@familyhub/ui/testing';
