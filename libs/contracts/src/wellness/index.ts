export * from './wellness';
export * from './me-time';
export * from './schedule';
