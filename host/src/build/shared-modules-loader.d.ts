// Served by the `vitrine:shared-modules-import-map` plugin (import-map-plugin.ts).
declare module "vitrine:shared-modules" {
  /** Imports the chunk of every shared module, the ones the import map lists. */
  export function loadSharedModules(): Promise<unknown[]>;
}

// Served by the `vitrine:font-files` plugin (font-files-plugin.ts).
declare module "vitrine:font-files" {
  /** The served URL of each font file, by its name (`fontFileName`): `loadFont`'s `files`. */
  const fontFiles: Readonly<Record<string, string>>;
  export default fontFiles;
}
