export * from './caller';
export * from './db';
export * from './errors';
export * from './internal-client';
export * from './logger';
export * from './secrets';
export * from './service';
export * from './session-cookie';
