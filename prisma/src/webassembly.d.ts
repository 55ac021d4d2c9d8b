// The WebAssembly global exists in Node, but its types ship with lib.dom, which a server package does not
// load. These are the few members src/schema-engine.ts uses.
declare namespace WebAssembly {
  type Exports = Record<string, unknown>;
  type ModuleImports = Record<string, unknown>;
  type Imports = Record<string, ModuleImports>;
  type Module = object;
  interface Instance {
    readonly exports: Exports;
  }
  function compile(bytes: Uint8Array): Promise<Module>;
  function instantiate(module: Module, imports?: Imports): Promise<Instance>;
}
