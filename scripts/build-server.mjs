#!/usr/bin/env node
// The production build of the server side (`npm run build` runs it after the web app's build): the api, the
// worker, the staff CLI, the database setup/migrate/seed commands and the sandbox, each bundled by esbuild
// into dist/<name>.js (entries: scripts/server-entries.json). Our workspaces (@skins/*, TypeScript source)
// are bundled in; every npm package stays external and comes from the production node_modules, so the built
// files run on plain `node`, without tsx or any dev dependency.
//
// Files read at run time (migrations, seed data, the sandbox's keys, the built web app) stay where they are
// in the repository: `import.meta.dirname` and `import.meta.url` in each source file are rewritten to the
// source file's own folder, found relative to the bundle, so the image keeps the repository's layout.
import fs from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';

const repoRoot = path.resolve(import.meta.dirname, '..');
// `--outdir=<dir>` and `--only=<name,...>` build some entries elsewhere (a test builds the staff CLI it runs
// without touching dist/). The folder must sit inside the repository, so the bundles find its node_modules.
const option = (name) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const outdir = path.resolve(repoRoot, option('outdir') ?? 'dist');
if (path.relative(repoRoot, outdir).startsWith('..') || outdir === repoRoot) throw new Error(`--outdir must be a folder inside ${repoRoot}`);
const only = option('only')?.split(',');
const allEntries = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'server-entries.json'), 'utf8'));
const entries = only ? Object.fromEntries(only.map((name) => [name, allEntries[name] ?? fail(`unknown entry ${name}`)])) : allEntries;
function fail(message) {
  throw new Error(message);
}

/** Bare imports stay external, except our own workspaces, whose TypeScript source Node cannot run. */
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@skins/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

/** Points import.meta.dirname/url of each source file at that file's folder in the repository. */
const sourceLocation = {
  name: 'source-location',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, async (args) => {
      const source = await fs.promises.readFile(args.path, 'utf8');
      if (!source.includes('import.meta.')) return { contents: source, loader: 'ts' };
      const dir = JSON.stringify(path.relative(outdir, path.dirname(args.path)));
      const file = JSON.stringify(path.relative(outdir, args.path));
      const contents = source
        .replaceAll('import.meta.dirname', `__skinsPath.resolve(__skinsBundleDir, ${dir})`)
        .replaceAll('import.meta.url', `__skinsUrl.pathToFileURL(__skinsPath.resolve(__skinsBundleDir, ${file})).href`);
      return { contents, loader: 'ts' };
    });
  },
};

const banner = [
  "import __skinsPath from 'node:path';",
  "import * as __skinsUrl from 'node:url';",
  'const __skinsBundleDir = __skinsPath.dirname(__skinsUrl.fileURLToPath(import.meta.url));',
].join('\n');

fs.rmSync(outdir, { recursive: true, force: true });
const result = await esbuild.build({
  absWorkingDir: repoRoot,
  entryPoints: Object.fromEntries(Object.entries(entries).map(([name, source]) => [name, path.join(repoRoot, source)])),
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  // Chunks sit beside the entries: the rewritten import.meta paths are relative to dist/ itself.
  chunkNames: '[name]-[hash]',
  banner: { js: banner },
  plugins: [externalPackages, sourceLocation],
  logLevel: 'warning',
  metafile: true,
});
// A package.json beside the bundles makes them ES modules wherever dist/ is copied. The metafile lists what
// each bundle imports at run time (apps/api/test/production-build.test.ts checks those are production deps).
fs.writeFileSync(path.join(outdir, 'package.json'), `${JSON.stringify({ type: 'module', private: true }, null, 2)}\n`);
fs.writeFileSync(path.join(outdir, 'metafile.json'), JSON.stringify(result.metafile));
const outputs = Object.keys(result.metafile.outputs).filter((file) => file.endsWith('.js') && !path.basename(file).startsWith('chunk-'));
console.log(`built ${outputs.map((file) => path.relative(repoRoot, file)).join(', ')}`);
