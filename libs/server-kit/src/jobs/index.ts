export * from './job-runner';
export * from './jobs.router';
export * from './run-now';
