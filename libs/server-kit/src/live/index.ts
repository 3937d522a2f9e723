export * from './live-events';
export * from './live.router';
export { liveSubject, type NatsLiveEvents } from './nats-live-events';
