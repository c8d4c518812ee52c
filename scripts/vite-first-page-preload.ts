import type { Plugin, Rollup } from 'vite';

/**
 * Modules whose chunks the first load of a visitor needs after the entry: the light public layout and the landing and
 * login pages (ADR 024). The language catalog is not among them: only the reader's own language is ever loaded.
 */
const FIRST_PAGE_MODULES = [
  /\/web\/src\/app\/app\.public-layout\.tsx$/,
  /\/web\/src\/features\/public\/pages\/landing\.page\.tsx$/,
  /\/web\/src\/features\/auth\/pages\/login\.page\.tsx$/,
];

function withStaticImports(bundle: Rollup.OutputBundle, names: string[]): Set<string> {
  const found = new Set<string>();
  const visit = (name: string) => {
    const chunk = bundle[name];
    if (found.has(name) || chunk?.type !== 'chunk') return;
    found.add(name);
    for (const imported of chunk.imports) visit(imported);
  };
  for (const name of names) visit(name);
  return found;
}

/**
 * Lists the first pages' chunks as `modulepreload` links in index.html, so they download beside the entry instead of
 * one round trip after it (on a phone's slow line, each trip is about 150 ms). The entry's own imports are already
 * preloaded by Vite; the rest costs a few kilobytes for a visitor who opens another page first.
 */
export function firstPagePreload(): Plugin {
  return {
    name: 'salon-desk-first-page-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const entries = Object.values(bundle).filter(
          (output): output is Rollup.OutputChunk =>
            output.type === 'chunk' && FIRST_PAGE_MODULES.some((pattern) => pattern.test(output.facadeModuleId ?? '')),
        );
        if (entries.length !== FIRST_PAGE_MODULES.length)
          throw new Error('first-page preload: a listed module has no chunk of its own (renamed or moved?)');
        const alreadyLinked = (file: string) => html.includes(`/${file}"`);
        const files = [
          ...withStaticImports(
            bundle,
            entries.map((chunk) => chunk.fileName),
          ),
        ].filter((file) => !alreadyLinked(file));
        return files.map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `./${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
