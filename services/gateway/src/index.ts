export { createGatewayApp, type GatewayOptions } from './app';
export { domainRegistry } from './domains';
export { routeTable, serviceFor, isPublicCall } from './routes';
export { createSessionResolver } from './session';
