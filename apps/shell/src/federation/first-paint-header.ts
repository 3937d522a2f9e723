import { currentLanguage } from '@familyhub/ui/i18n';

/**
 * Where the gateway puts a remote's page header in a domain page's first HTML answer (issue #34): the frame the shell
 * draws at build time (routing/domain-page-markup.tsx) holds this comment, and the gateway
 * (services/gateway/src/shell-boot.ts) writes the header the remote drew at its own build in its place.
 */
export const PAGE_HEADER_SLOT = '<!--familyhub:page-header-->';

/** The attribute of the element that holds it, in the first answer and in the shell's own skeleton alike. */
export const FIRST_PAINT_HEADER_ATTRIBUTE = 'data-first-paint-header';

let kept: { path: string; html: string; language: string } | undefined;

const normalised = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/**
 * Keeps the page header the first HTML answer painted (if any) before React draws over it, so the skeleton of the
 * page's loading screen shows the same header instead of blanking it until the remote has drawn its own.
 */
export function keepFirstPaintHeader(root: ParentNode, pathname: string, language: string): void {
  const html = root.querySelector(`[${FIRST_PAINT_HEADER_ATTRIBUTE}]`)?.innerHTML.trim();
  kept = html ? { path: normalised(pathname), html, language } : undefined;
}

/**
 * The kept header of `path`'s first paint, while the language in force is the one it was drawn in (`language`, the
 * page's `<html lang>`); in another, the skeleton draws its plain lines.
 */
export function firstPaintHeaderOf(path: string): string | undefined {
  return kept?.path === normalised(path) && kept.language === currentLanguage() ? kept.html : undefined;
}
