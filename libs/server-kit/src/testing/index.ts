export * from './test-database';
export * from './signed-client';
export * from './service-frame';
export * from './sse-client';
export * from './s3-server';
export * from './file-fixtures';
export * from './malformed-input-sweep';
export * from './service-api';
