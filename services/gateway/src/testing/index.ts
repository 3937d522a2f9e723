// What the cross-service tests (services/integration-tests) use of the gateway: the app and its service map.
export { createGatewayApp, type GatewayOptions } from '../app';
export { refusedPortUrl, serviceUrls } from './fake-services';
