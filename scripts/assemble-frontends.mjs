#!/usr/bin/env node
// Assembles the built frontends for the static frontends image (deploy/frontends/Dockerfile):
//   <out>/html/                    the shell's dist (served at /, with the single-page fallback)
//   <out>/html/remotes/<domain>/   each domain remote's dist (the registry's /remotes/<domain>/mf-manifest.json)
//   <out>/nginx/shell-csp.inc.template  the shell page's Content-Security-Policy, its inline scripts allowed by hash
//                                  and ${REMOTE_ORIGINS} (filled by nginx's envsubst at start) for remotes shipped
//                                  alone on origins of their own (docs/architecture.md "A domain ships alone")
//   <out>/nginx/security-headers.conf  the headers every other answer carries
// The policy and the hashes come from the gateway's own code (services/gateway/src/static.ts), so the image and
// `npm start` send the same headers. Run after `nx run-many -t build` of the shell and the remotes.
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const out = path.resolve(process.argv[2] ?? 'dist/frontends');
const { tsImport } = await import('tsx/esm/api');
const { domainIds } = await tsImport('../libs/contracts/src/catalogue.ts', import.meta.url);
const { contentSecurityPolicy, inlineScriptHashes } = await tsImport(
  '../services/gateway/src/static.ts',
  import.meta.url,
);

const dist = (app) => path.join(root, 'apps', app, 'dist');
for (const app of ['shell', ...domainIds]) {
  if (!existsSync(path.join(dist(app), app === 'shell' ? 'index.html' : 'mf-manifest.json'))) {
    console.error(`apps/${app}/dist is not built: run nx run-many -t build first`);
    process.exit(1);
  }
}
mkdirSync(path.join(out, 'nginx'), { recursive: true });
cpSync(dist('shell'), path.join(out, 'html'), { recursive: true });
for (const domain of domainIds) {
  cpSync(dist(domain), path.join(out, 'html', 'remotes', domain), { recursive: true });
}

const header = (name, value) => `add_header ${name} "${value}" always;\n`;
const common =
  header('X-Content-Type-Options', 'nosniff') +
  header('Referrer-Policy', 'same-origin') +
  header('X-Frame-Options', 'DENY') +
  header('Cross-Origin-Opener-Policy', 'same-origin');
const shellHtml = readFileSync(path.join(dist('shell'), 'index.html'), 'utf8');
writeFileSync(
  path.join(out, 'nginx', 'security-headers.conf'),
  common + header('Content-Security-Policy', contentSecurityPolicy()),
);
writeFileSync(
  path.join(out, 'nginx', 'shell-csp.inc.template'),
  common +
    header(
      'Content-Security-Policy',
      contentSecurityPolicy(inlineScriptHashes(shellHtml), ['${REMOTE_ORIGINS}']),
    ),
);
console.log(`frontends assembled in ${out} (shell + ${domainIds.join(', ')})`);
