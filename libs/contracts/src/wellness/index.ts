export * from './wellness';
export * from './me-time';
export * from './schedule';
export * from './journal';
export * from './checkins';
