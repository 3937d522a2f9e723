export * from './family-data';
export * from './family-data.router';
export * from './family-data.client';
export * from './member-removal';
