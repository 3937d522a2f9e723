export * from './metrics';
export * from './readiness';
