// The shared harness's render (`@familyhub/ui/testing`), under the name planning's tests import.
export { renderScreen } from '@familyhub/ui/testing';
