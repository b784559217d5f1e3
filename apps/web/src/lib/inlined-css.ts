/**
 * A page that arrives drawn (pre-rendered, scripts/prerender.mjs; or rendered by the server, apps/api/src/ssr/document.ts)
 * carries the CSS of its first render copied into a style element whose `data-inlined` names the build's files it
 * holds. Vite's loader takes a file as loaded when a stylesheet link of its name is in the document: a disabled link
 * is added for each, so that no chunk fetches it again. They are added here, not written in the HTML: the browser's
 * preload scanner fetches a link written there, disabled or not, before the first paint. Call it before the first
 * dynamic import.
 */
export function claimInlinedCss(doc: Document = document): void {
  const names = doc.querySelector<HTMLStyleElement>('style[data-inlined]')?.dataset.inlined?.split(' ').filter(Boolean) ?? [];
  if (names.length === 0) return;
  const links = doc.createDocumentFragment();
  for (const href of names) {
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.crossOrigin = '';
    link.disabled = true;
    link.href = href;
    links.append(link);
  }
  doc.head.append(links);
}
