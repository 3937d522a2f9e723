export * from './job-runner';
export * from './jobs.router';
