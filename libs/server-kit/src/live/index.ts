export * from './live-events';
export * from './live.router';
