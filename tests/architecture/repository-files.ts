import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

/** The repository's root: the tests run from it. */
export const ROOT = process.cwd();

/**
 * The files under the repository's `trees` whose names match `names`, as paths from the root,
 * leaving out any installed packages: what the doc checks read.
 */
export function repositoryFiles(trees: readonly string[], names: RegExp): string[] {
  return trees.flatMap((tree) => {
    const dir = join(ROOT, tree);
    if (!existsSync(dir)) return [];
    return readdirSync(dir, { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile() && names.test(entry.name))
      .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)))
      .filter((file) => !file.split(/[\\/]/).includes('node_modules'));
  });
}
