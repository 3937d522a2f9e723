// The remote component tests' harness (`@familyhub/ui/testing`): a fake API in place of fetch, the fixtures of who
// is signed in, and the render of a screen as the shell mounts it. Test code only.
export * from './fake-api';
export * from './render-screen';
export * from './chart-layout';
export * from './offline';
