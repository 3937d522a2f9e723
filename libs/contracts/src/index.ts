export * from './errors';
export * from './roles';
export * from './plans';
export * from './users';
export * from './auth';
export * from './tasks';
export * from './platform';
export * from './internal';
