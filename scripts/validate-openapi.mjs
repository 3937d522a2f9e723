// Validates an OpenAPI document read from stdin with @seriousme/openapi-schema-validator (the published schemas of
// OpenAPI 2.0, 3.0 and 3.1) and prints `{ valid, errors }` as JSON. The gateway's test pipes /api/openapi.json
// through it: the validator is an ES module, which the services' Jest (CommonJS) cannot load itself.
import { Validator } from '@seriousme/openapi-schema-validator';

let text = '';
for await (const chunk of process.stdin) text += chunk;
const result = await new Validator().validate(JSON.parse(text));
process.stdout.write(JSON.stringify({ valid: result.valid, errors: result.errors ?? [] }));
