export * from './school';
