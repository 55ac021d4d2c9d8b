/**
 * Adds `<link rel="modulepreload">` (and a style preload) for the code of the pages a first visit usually opens
 * (the home page and the product list) to index.html. The router loads each page's code lazily, so without
 * these the browser would ask for it only once the entry script has run; with them it comes alongside the
 * entry script. Their imports already preloaded for the entry script are not named twice.
 */
import type { HtmlTagDescriptor, Plugin, Rollup } from 'vite';

type OutputChunk = Rollup.OutputChunk;

export function preloadRoutes(modules: readonly string[]): Plugin {
  return {
    name: 'preload-routes',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk: entry }) {
        if (!bundle || !entry) return [];
        const chunks = new Map<string, OutputChunk>();
        for (const output of Object.values(bundle)) if (output.type === 'chunk') chunks.set(output.fileName, output);
        const alreadyLoaded = new Set([entry.fileName, ...collect(entry.fileName, chunks)]);
        const scripts = new Set<string>();
        const styles = new Set<string>();
        for (const chunk of chunks.values()) {
          if (!chunk.facadeModuleId || !modules.some((module) => chunk.facadeModuleId!.endsWith(module))) continue;
          for (const fileName of [chunk.fileName, ...collect(chunk.fileName, chunks)]) {
            if (alreadyLoaded.has(fileName)) continue;
            scripts.add(fileName);
            for (const css of chunks.get(fileName)?.viteMetadata?.importedCss ?? []) styles.add(css);
          }
        }
        const missing = modules.filter((module) => ![...chunks.values()].some((chunk) => chunk.facadeModuleId?.endsWith(module)));
        if (missing.length > 0) throw new Error(`preload-routes: no chunk for ${missing.join(', ')}`);
        const tags: HtmlTagDescriptor[] = [
          ...[...scripts].map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` }, injectTo: 'head' as const })),
          ...[...styles].map((file) => ({ tag: 'link', attrs: { rel: 'preload', as: 'style', crossorigin: true, href: `/${file}` }, injectTo: 'head' as const })),
        ];
        return tags;
      },
    },
  };
}

/** Every chunk `fileName` imports statically, directly or through others. */
function collect(fileName: string, chunks: Map<string, OutputChunk>, seen = new Set<string>()): Set<string> {
  for (const imported of chunks.get(fileName)?.imports ?? []) {
    if (seen.has(imported)) continue;
    seen.add(imported);
    collect(imported, chunks, seen);
  }
  return seen;
}
