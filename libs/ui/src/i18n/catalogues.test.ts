import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, type Token } from '@messageformat/parser';
import { languages } from '@familyhub/contracts';

// Issue #35: every catalogue has every key, in every language, with the same placeholders as its English.
const root = path.join(__dirname, '..', '..', '..', '..');

function catalogueDirs(dir: string, found: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || ['node_modules', 'dist', '.git', '.nx', 'test-results'].includes(entry.name))
      continue;
    const full = path.join(dir, entry.name);
    if (entry.name === 'messages' && readdirSync(full).includes('en.json')) found.push(full);
    else catalogueDirs(full, found);
  }
  return found;
}

/** The names a message's placeholders, plurals and selects use, and its tags (<0>…</0>). */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'content' || token.type === 'octothorpe') continue;
      names.add(token.arg);
      if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
        for (const option of token.cases) walk(option.tokens);
      }
    }
  };
  walk(parse(message));
  for (const tag of message.match(/<\/?\d+\/?>/g) ?? []) names.add(tag);
  return [...names].sort();
}

const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
const catalogues = [
  ...new Set(['apps', 'libs', 'services'].flatMap((dir) => catalogueDirs(path.join(root, dir)))),
];

it('finds the catalogues', () => {
  const found = catalogues.map((dir) => path.relative(root, dir));
  expect(found).toContain('apps/shell/src/features/settings/messages');
  expect(found).toContain('services/identity/src/notifications/messages');
});

describe.each(catalogues.map((dir) => [path.relative(root, dir), dir]))('%s', (_name, dir) => {
  const english = read(path.join(dir, 'en.json'));

  it.each(languages.filter((language) => language !== 'en'))(
    '%s has every key, with the same placeholders',
    (language) => {
      const translated = read(path.join(dir, `${language}.json`));
      expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort());
      for (const [key, message] of Object.entries(english)) {
        expect({ key, arguments: argumentsOf(translated[key]) }).toEqual({
          key,
          arguments: argumentsOf(message),
        });
        expect(translated[key].trim()).not.toBe('');
      }
    },
  );
});
