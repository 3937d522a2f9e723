/** Puts an import after the file's last import line. */
export function addImport(text: string, line: string): string {
  const imports = [...text.matchAll(/^import [^;]+;$/gms)];
  if (imports.length === 0) return `${line}\n${text}`;
  const last = imports[imports.length - 1];
  const at = (last.index ?? 0) + last[0].length;
  return `${text.slice(0, at)}\n${line}${text.slice(at)}`;
}
