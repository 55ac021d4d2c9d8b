// The global WebAssembly types (see the file) must reach every project that compiles this module.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./webassembly.d.ts" />
/**
 * Prisma's schema engine compiled to WebAssembly (`@prisma/schema-engine-wasm`), loaded on Node 20.
 *
 * Why: the native schema engine behind `prisma migrate` is downloaded from Prisma's own host, which these
 * machines cannot reach. The Wasm build is the same engine, on npm. Its ESM entry imports a `.wasm` file,
 * which Node 20 cannot do, so we compile the module ourselves (see knowhow/prisma-offline.md).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { bindMigrationAwareSqlAdapterFactory } from '@prisma/driver-adapter-utils';
import * as bg from '@prisma/schema-engine-wasm/schema_engine_bg';
import type { SchemaEngine } from '@prisma/schema-engine-wasm';

let initialised: Promise<void> | undefined;

function initWasm(): Promise<void> {
  initialised ??= (async () => {
    const require = createRequire(import.meta.url);
    const entry = require.resolve('@prisma/schema-engine-wasm/schema_engine_bg');
    const wasmPath = path.join(path.dirname(entry), 'schema_engine_bg.wasm');
    const module = await WebAssembly.compile(fs.readFileSync(wasmPath));
    const instance = await WebAssembly.instantiate(module, {
      './schema_engine_bg.js': bg as unknown as WebAssembly.ModuleImports,
    });
    const exports = instance.exports as WebAssembly.Exports & { __wbindgen_start: () => void };
    bg.__wbg_set_wasm(exports);
    exports.__wbindgen_start();
  })();
  return initialised;
}

export interface EngineOptions {
  schemaText: string;
  databaseUrl: string;
  log?: (line: string) => void;
}

/** Opens the engine, runs `work` with it, and closes its connection pool so a CLI can exit at once. */
export async function withSchemaEngine<T>(
  { schemaText, databaseUrl, log }: EngineOptions,
  work: (engine: SchemaEngine) => Promise<T>,
): Promise<T> {
  await initWasm();
  // The engine may open a second pool from this one's options; a short idle timeout lets both close at once.
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2, idleTimeoutMillis: 50 });
  try {
    const engine = (await bg.SchemaEngine.new(
      { datamodels: [['schema.prisma', schemaText]] },
      (line: string) => log?.(line),
      bindMigrationAwareSqlAdapterFactory(new PrismaPg(pool)),
    )) as unknown as SchemaEngine;
    try {
      return await work(engine);
    } finally {
      engine.free();
    }
  } finally {
    await pool.end();
  }
}

export const noExternalFilters = { externalTables: [] as string[], externalEnums: [] as string[] };
