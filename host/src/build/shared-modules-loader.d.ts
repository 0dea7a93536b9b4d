// Served by the `vitrine:shared-modules-import-map` plugin (import-map-plugin.ts).
declare module "vitrine:shared-modules" {
  /** Imports the chunk of every shared module, the ones the import map lists. */
  export function loadSharedModules(): Promise<unknown[]>;
}
