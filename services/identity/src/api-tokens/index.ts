// What API tokens offer to the rest of identity (app.ts wires the router; the table is gathered by schema.ts).
export { apiTokensRouter } from './api-tokens.router';
export { createApiTokensRepository } from './api-tokens.repository';
export { createApiTokensService, type ApiTokensService } from './api-tokens.service';
export { apiTokens, type ApiTokenRow } from './api-tokens.table';
