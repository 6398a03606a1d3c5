/** Every block's component name in a story tree, depth first, the root's first. */
export function blockNames(tree: unknown): readonly string[] {
  if (Array.isArray(tree)) return tree.flatMap(blockNames);
  if (typeof tree !== 'object' || tree === null) return [];
  const node = tree as Record<string, unknown>;
  const own =
    typeof node['component'] === 'string' && typeof node['_uid'] === 'string'
      ? [node['component']]
      : [];
  return [...own, ...Object.values(node).flatMap(blockNames)];
}
