// What bench/gateway-hop.mjs runs in its own process, loaded through tsx in one go: the gateway, the caller's
// signature, and undici for its bare proxy. undici loaded a second time in one process (imported beside the
// gateway's copy, or by another tsx import) fails to start ("Illegal constructor").
export { createGatewayApp } from '../app';
export { CALLER_HEADER, REQUEST_ID_HEADER, signCaller } from '@familyhub/server-kit';
export { default as Pool } from 'undici/lib/dispatcher/pool.js';
