import path from "node:path";

type ModuleInfo = { importedIds: readonly string[]; dynamicImporters: readonly string[] } | null;
type ChunkMeta = { getModuleInfo: (id: string) => ModuleInfo };

/**
 * Rollup's manualChunks for the browser build: every module of ours (app/, core/) that the given
 * route modules (relative to app/) import, directly or not, goes into one "shell" chunk, which
 * Rollup joins with React Router's. Every page loads the shell anyway; as one file instead of
 * about twenty small ones it compresses better and saves each chunk's import and export lines:
 * about 4 KB gzip of every page's first load. Grouping the sports pages' code the same way was
 * measured and dropped: each page then loaded the others' code (+2 KB). Route modules themselves,
 * packages, catalogs, CSS and modules loaded on demand (dynamically imported) are left to Rollup.
 */
export function shellChunk(roots: string[]) {
  const project = path.resolve();
  const rootIds = roots.map((file) => path.join(project, "app", file));
  let shell: Set<string> | undefined;

  const collect = (getModuleInfo: ChunkMeta["getModuleInfo"]) => {
    const found = new Set<string>();
    const visit = (id: string) => {
      const ours = id.startsWith(project) && !id.includes("node_modules");
      if (found.has(id) || !ours || id.endsWith(".json") || id.endsWith(".css")) return;
      const info = getModuleInfo(id);
      // Loaded on demand (app/ui/lazy-island.tsx): its static import is the server's only.
      if ((info?.dynamicImporters.length ?? 0) > 0) return;
      found.add(id);
      for (const next of info?.importedIds ?? []) visit(next);
    };
    for (const root of rootIds) for (const next of getModuleInfo(root)?.importedIds ?? []) visit(next);
    for (const root of rootIds) found.delete(root);
    return found;
  };

  return (id: string, meta: ChunkMeta): string | undefined => {
    shell ??= collect(meta.getModuleInfo);
    return shell.has(id) ? "shell" : undefined;
  };
}

/**
 * Vite's modulePreload.resolveDependencies for the browser build: the dependencies a dynamic
 * import preloads, without the shell's script and stylesheet, which every page has loaded before
 * any of its code runs (they are the entry's imports).
 */
export function withoutShell(_file: string, dependencies: string[]): string[] {
  return dependencies.filter((dependency) => !/(^|\/)shell-[\w-]+\.(js|css)$/.test(dependency));
}
