/**
 * The dependency rules of docs/architecture.md#dependency-rules, checked inside `npm test`. A
 * broken rule fails the run and names itself. Never loosen a rule to make a change pass: move the
 * code instead.
 */

/**
 * The application's features, lowest first (docs/architecture.md#feature-order): each may import
 * the features before it, never one after it. What two features share moves down (`shared`), and
 * a feature that must hear of another's change listens to an announcement of the lower one.
 */
const APPLICATION_FEATURES = [
  'shared',
  'consent',
  'account',
  'analytics',
  'content',
  'site',
  'search',
  'cart',
  'wishlist',
  'marketing',
  'catalogue',
  'live-shopping',
  'shop-finder',
  'delivery-tracking',
  'table-setting',
];

/**
 * The view's features, lowest first (docs/architecture.md#feature-order): the styles and the
 * shared base (`useStore`, the content's pictures and links, the menu's entries) at the bottom,
 * the pages that compose others above them, the site's frame and the router (`app`) on top.
 */
const UI_FEATURES = [
  'styles',
  'shared',
  'consent',
  'cart',
  'catalogue',
  'wishlist',
  'search',
  'marketing',
  'shop-finder',
  'table-setting',
  'delivery-tracking',
  'content',
  'site',
  'account',
  'app',
];

/** One rule per feature: none of the features after it in `features`. */
function featureOrder(layer, features) {
  const ranked = features.map((feature, rank) => ({
    name: `${layer}-feature-order`,
    comment: `src/${layer}/${feature} may import only the features before it in the order of docs/architecture.md#feature-order (${features.slice(0, rank).join(', ') || 'none'}): move what two features share down, or announce a change the higher feature listens to.`,
    severity: 'error',
    from: { path: `^src/${layer}/${feature}/` },
    to: { path: `^src/${layer}/(${features.slice(rank + 1).join('|')})/` },
  }));
  const unranked = {
    name: `${layer}-feature-unranked`,
    comment: `Every folder of src/${layer} has its place in the feature order of docs/architecture.md#feature-order.`,
    severity: 'error',
    from: { path: `^src/${layer}/[^/]+/`, pathNot: `^src/${layer}/(${features.join('|')})/` },
    to: {},
  };
  return [...ranked.filter(({ to }) => to.path !== `^src/${layer}/()/`), unranked];
}

module.exports = {
  forbidden: [
    ...featureOrder('application', APPLICATION_FEATURES),
    ...featureOrder('ui', UI_FEATURES),
    {
      name: 'domain-imports-only-domain',
      comment:
        'src/domain is pure rules over plain data: no framework, no I/O, nothing outside src/domain (docs/architecture.md#dependency-rules).',
      severity: 'error',
      from: { path: '^src/domain/' },
      to: { pathNot: '^src/domain/' },
    },
    {
      name: 'application-imports-domain-mobx-inversify',
      comment:
        'src/application may use the domain, src/lib, mobx and inversify only: no adapters, no view, no HTTP clients (docs/architecture.md#dependency-rules).',
      severity: 'error',
      from: { path: '^src/application/' },
      to: {
        pathNot: ['^src/(application|domain|lib)/', '^node_modules/(mobx|inversify|@inversifyjs)/'],
      },
    },
    {
      name: 'lib-imports-nothing',
      comment:
        'src/lib holds small generic utilities any layer but the domain may share (docs/architecture.md#lib): they import nothing, neither the shop nor a package, so sharing them couples no layer to another.',
      severity: 'error',
      from: { path: '^src/lib/' },
      to: { pathNot: '^src/lib/' },
    },
    {
      name: 'adapters-import-no-view-or-stores',
      comment:
        'src/adapters implement ports: they may use ports, the domain, axios, zod and storyblok-js-client, never the view, stores, use cases or composition (docs/architecture.md#dependency-rules).',
      severity: 'error',
      from: { path: '^src/adapters/' },
      to: {
        path: [
          '^src/(ui|composition)/',
          '^node_modules/(react|react-dom|react-router|react-router-dom|mobx|mobx-react-lite)/',
        ],
      },
    },
    {
      name: 'adapters-see-only-ports',
      comment:
        'Of src/application, an adapter sees only the ports it implements (`*.port.ts`) and the gateway errors they speak (docs/architecture.md#dependency-rules): never a store, view model, use case or feature module.',
      severity: 'error',
      from: { path: '^src/adapters/' },
      to: { path: '^src/application/', pathNot: ['[.]port[.]ts$', '/gateway-error[.]ts$'] },
    },
    {
      name: 'adapter-families-stay-apart',
      comment:
        'The memory fakes, the HTTP adapters and the browser adapters are alternative sides of the same ports: none imports another, so a build can leave any of them out. What two of them need lives in src/adapters/shared, src/domain or a port.',
      severity: 'error',
      from: { path: '^src/adapters/(memory|http|browser)/' },
      to: { path: '^src/adapters/(memory|http|browser)/', pathNot: '^src/adapters/$1/' },
    },
    {
      name: 'ui-never-imports-adapters',
      comment:
        'src/ui reads stores; it never reaches adapters, HTTP clients or the composition root (docs/architecture.md#dependency-rules).',
      severity: 'error',
      from: { path: '^src/ui/' },
      to: {
        path: ['^src/(adapters|composition)/', '^node_modules/(axios|storyblok-js-client|zod)/'],
      },
    },
    {
      name: 'ui-reaches-ports-through-stores',
      comment:
        'src/ui reaches a port only through the store in front of it: it imports no `*.port.ts`, not even for a type or a token, so a port can change behind its store without touching a screen (docs/architecture.md#dependency-rules). No screen needs an exception.',
      severity: 'error',
      from: { path: '^src/ui/' },
      to: { path: '^src/application/.+[.]port[.]ts$' },
    },
    {
      name: 'nothing-imports-the-entry',
      comment: 'src/main.tsx starts the browser app; nothing depends on it.',
      severity: 'error',
      from: {},
      to: { path: '^src/main\\.tsx$' },
    },
    {
      name: 'nothing-imports-the-server',
      comment:
        'src/server renders pages for the server (docs/architecture.md#server-rendering): it may use every layer, and no layer of the shop depends on it, so the browser build never carries it.',
      severity: 'error',
      from: { pathNot: '^src/server/' },
      to: { path: '^src/server/' },
    },
    {
      name: 'only-the-server-runs-node',
      comment:
        "jsdom, sharp, Hono and Node's own modules are the server's (docs/architecture.md#server-rendering): the browser bundle never carries them.",
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/server/' },
      to: {
        path: '(^|/)node_modules/(jsdom|sharp|hono|@hono)/|^(node:)?(fs|fs/promises|path|url|os|crypto|http|https|child_process)$',
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'no-circular',
      comment: 'Import cycles make load order and layering unclear.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'Every import must resolve to a file or an installed package.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
    {
      name: 'no-undeclared-dependencies',
      comment: 'src imports only packages declared in package.json dependencies.',
      severity: 'error',
      from: { path: '^src/' },
      to: {
        dependencyTypes: ['npm-dev', 'npm-no-pkg', 'npm-unknown'],
        dependencyTypesNot: ['type-only'],
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
