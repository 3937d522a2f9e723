export * from './bind-endpoint';
export * from './openapi';
