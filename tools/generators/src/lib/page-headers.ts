import { addImport } from './source-edits';

/**
 * A remote's `src/page-headers.ts` (issue #34): the header each of its screens draws first, by the catalogue keys
 * the screen's `PageHeader` uses. The remote's build writes it to `page-headers.json` (tools/rspack/create-config.js)
 * and the gateway puts a page's header in its first HTML answer. The domain generator writes it with no header (a
 * route "not built yet" draws none); the feature generator declares its screen's there.
 */
export const PAGE_HEADERS_FILE = 'src/page-headers.ts';

/** The file as a new domain's remote has it: the same shape as every hand-written remote's, with no header yet. */
export function pageHeadersFile(): string {
  return `import type { Language } from '@familyhub/contracts';
import { pageHeadersMarkup } from '@familyhub/ui/static-markup';

/**
 * The header each of this remote's screens draws first (its title and the line under it), by the keys its screen
 * uses. Read only when the remote is built (tools/rspack/create-config.js writes \`page-headers.json\`): the gateway
 * puts a page's header in its first HTML answer, so a member's browser paints it before any JavaScript has run
 * (issue #34). A screen whose header depends on who is looking, or that draws no page header (a route not built
 * yet), is left out.
 */
export const pageHeaders = {};

export const pageHeaderMarkup = (language: Language) => pageHeadersMarkup(pageHeaders, language);
`;
}

/** Where the block whose opening bracket is at `open` ends: brackets counted, the file's own code being plain. */
function closingBracket(text: string, open: number): number {
  let depth = 0;
  for (let at = open; at < text.length; at++) {
    if ('([{'.includes(text[at])) depth++;
    else if (')]}'.includes(text[at]) && --depth === 0) return at;
  }
  throw new Error('unbalanced brackets');
}

/** Where the entry that starts at `from` inside the object ending at `end` ends: its comma, or the object's end. */
function entryEnd(text: string, from: number, end: number): number {
  let depth = 0;
  for (let at = from; at < end; at++) {
    if ('([{'.includes(text[at])) depth++;
    else if (')]}'.includes(text[at])) depth--;
    else if (text[at] === ',' && depth === 0) return at + 1;
  }
  return end;
}

/** `firstPaintHeader` among the names the file takes from `@familyhub/ui/static-markup`. */
function importFirstPaintHeader(text: string): string {
  const from = /^import \{([^}]*)\} from '@familyhub\/ui\/static-markup';$/m.exec(text);
  if (!from) {
    return addImport(text, "import { firstPaintHeader } from '@familyhub/ui/static-markup';");
  }
  const names = from[1]
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.includes('firstPaintHeader')) return text;
  const line = `import { ${['firstPaintHeader', ...names].join(', ')} } from '@familyhub/ui/static-markup';`;
  return `${text.slice(0, from.index)}${line}${text.slice(from.index + from[0].length)}`;
}

/** Drops the import of each catalogue the file no longer names (the entry that used it was replaced). */
function dropUnusedImports(text: string, names: string[]): string {
  let kept = text;
  for (const name of names) {
    const line = new RegExp(`^import \\{ ${name} \\} from '[^']+';\\n`, 'm');
    if (!new RegExp(`\\b${name}\\b`).test(kept.replace(line, ''))) kept = kept.replace(line, '');
  }
  return kept;
}

/**
 * Declares the header of the screen drawn on `route` (whose `PageHeader` says the catalogue's `screen.title` and
 * `screen.description`) in a remote's `page-headers.ts`, in place of the route's header if it had one (its
 * catalogue's import going with it when nothing else names it), else last.
 */
export function declarePageHeader(text: string, route: string, messages: string, from: string): string {
  const map = /export const pageHeaders(?:: [^=]+)? = \{/.exec(text);
  if (!map) throw new Error('page-headers.ts has no `export const pageHeaders = { … };`');
  const open = map.index + map[0].length - 1;
  const close = closingBracket(text, open);
  const entry = `'${route}': firstPaintHeader(${messages}, 'screen.title', 'screen.description'),`;
  const key = new RegExp(`(?<=[{,]\\s*)'${route.replace(/[/-]/g, '\\$&')}'\\s*:`).exec(
    text.slice(open, close),
  );
  let declared: string;
  let replaced: string[] = [];
  if (key) {
    const start = open + key.index;
    const end = entryEnd(text, start, close);
    replaced = [...text.slice(start, end).matchAll(/\b(\w+Messages)\b/g)].map((m) => m[1]);
    declared = `${text.slice(0, start)}${entry}${text.slice(end)}`;
  } else {
    const before = text.slice(0, close).trimEnd();
    const separator = before.endsWith('{') || before.endsWith(',') ? '' : ',';
    declared = `${before}${separator}\n  ${entry}\n${text.slice(close)}`;
  }
  const withImport = declared.includes(`import { ${messages} } from '${from}';`)
    ? declared
    : addImport(declared, `import { ${messages} } from '${from}';`);
  return dropUnusedImports(
    importFirstPaintHeader(withImport),
    replaced.filter((name) => name !== messages),
  );
}
