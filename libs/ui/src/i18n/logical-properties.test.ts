import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// Issue #35, right-to-left ready: layouts use logical properties (start/end), so a right-to-left language mirrors
// them. A physical margin, padding, inset, border, corner or text alignment class fails here with its place.
const root = path.join(__dirname, '..', '..', '..', '..');

function sources(dir: string, found: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (['node_modules', 'dist', 'testing'].includes(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) sources(full, found);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) found.push(full);
  }
  return found;
}

// `left-1/2` with `-translate-x-1/2` centres (the same either way); translate-x moves a switch's thumb or a swiped
// toast, each with its own rtl: variant or none needed.
const physical =
  /(?<=[\s"'`:])-?(ml|mr|pl|pr|left|right|border-l|border-r|rounded-l|rounded-r|rounded-tl|rounded-tr|rounded-bl|rounded-br|scroll-ml|scroll-mr|scroll-pl|scroll-pr)-(?!1\/2\b)[\w.[\]/%-]+(?=[\s"'`])|(?<=[\s"'`:])(text-left|text-right|float-left|float-right|border-l|border-r)(?=[\s"'`])/g;

it('uses logical classes (ms-, pe-, start-, text-start …), never physical ones', () => {
  const dirs = [
    ...readdirSync(path.join(root, 'apps')).map((app) => path.join(root, 'apps', app, 'src')),
    path.join(root, 'libs', 'ui', 'src'),
  ];
  const found: string[] = [];
  for (const file of dirs.flatMap((dir) => sources(dir))) {
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, index) => {
        if (/^\s*(\/\/|\/?\*)/.test(line)) return; // a comment's words ("right-to-left") are not classes
        for (const match of line.matchAll(physical)) {
          found.push(`${path.relative(root, file)}:${index + 1} ${match[0]}`);
        }
      });
  }
  expect(found).toEqual([]);
});
