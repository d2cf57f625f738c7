// Lint: TypeScript strict rules, React hooks, one file-naming style, and imports that flow one
// way only (start → routes → shell → features → entities → ui → api/db/i18n → lib), with no feature
// reaching into another: what several features share lives in entities. Below all three
// programs sits shared/ (reached as #shared/…): the app, the service worker and the backend
// import it; it imports none of them.
import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import importX, { createNodeResolver } from 'eslint-plugin-import-x'
import globals from 'globals'

const features = (() => {
  try {
    return readdirSync('src/features', { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  } catch {
    return []
  }
})()

const zone = (target, from, message) => ({ target, from, message })

// The app's layers, top to bottom: the start (src/main.tsx and src/start/: router, providers,
// service worker, boot), routes, the shell (header, menus, navigation: it may ask features, as
// the bell asks notifications), features, entities, ui (widgets and the app's toolbox: toasts,
// dialogs, error display, pages, theme), then api, db and i18n, then lib. Each layer may import
// only those below it.
const layers = [
  ['src/start', 'src/main.tsx'],
  ['src/routes'],
  ['src/shell'],
  ['src/features'],
  ['src/entities'],
  ['src/ui'],
]
const above = (index) => layers.slice(0, index).flat()

const layerZones = [
  zone(
    'src/lib',
    [...above(layers.length), 'src/api', 'src/db', 'src/i18n'],
    'lib holds pure helpers: it imports nothing of the app.',
  ),
  zone('src/db', [...above(layers.length), 'src/api', 'src/i18n'], 'db may import lib only.'),
  zone('src/i18n', [...above(layers.length), 'src/api', 'src/db'], 'i18n may import lib only.'),
  zone('src/api', [...above(layers.length), 'src/i18n'], 'api may import db and lib only.'),
  zone(
    'src/ui',
    above(5),
    'ui holds widgets and the toolbox that know no business: it may not import entities, features, the shell, routes or the start.',
  ),
  zone(
    'src/entities',
    above(4),
    'entities hold what several features share (cart, checkout, addresses, store location, the staff queue, formatting): they import no feature, nor anything above.',
  ),
  zone('src/features', above(3), 'features never import the shell, routes or the start.'),
  zone(
    'src/shell',
    above(2),
    'the shell sits under the routes: it may use features, never routes or the start.',
  ),
  zone('src/routes', above(1), 'routes never import the start (it imports them).'),
  zone(
    'sw',
    ['src', 'server'],
    'the service worker imports shared only (the database it shares with the page is in shared/protocols).',
  ),
  zone('server', ['src', 'sw'], 'the backend may import shared only, never the app or the worker.'),
  zone(
    'server/catalog',
    ['server/graphql', 'server/rest'],
    'catalog data access serves both APIs: it imports neither.',
  ),
  zone(
    'server/rest',
    ['server/graphql'],
    'REST handlers are adapters over the domain modules (server/catalog, server/account…), never over GraphQL.',
  ),
  zone(
    'shared',
    ['src', 'sw', 'server', 'scripts', 'tests'],
    'shared is what the app, the worker and the backend all use: it imports none of them.',
  ),
]

const featureZones = features.map((name) =>
  zone(
    `src/features/${name}`,
    features.filter((other) => other !== name).map((other) => `src/features/${other}`),
    'A feature never imports another feature: move what both need to entities (or ui, api, db, lib).',
  ),
)

// kebab-case file names everywhere, except TanStack Router's own conventions in src/routes.
const fileNaming = {
  meta: { type: 'suggestion', schema: [] },
  create(context) {
    const file = context.filename.replaceAll('\\', '/')
    if (file.includes('/src/routes/') || file.includes('/node_modules/')) return {}
    const name = file.split('/').pop() ?? ''
    const stem = name.split('.')[0] ?? ''
    return {
      Program(node) {
        if (stem && !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(stem)) {
          context.report({ node, message: `File name "${name}" should be kebab-case.` })
        }
      },
    }
  },
}

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      '.data/**',
      '.bench/**',
      '.stress/**',
      '.dist/**',
      '.test-results/**',
      'src/routeTree.gen.ts',
      'src/api/generated/**',
      'server/graphql/generated/**',
      'locales/**',
      'server/locales/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    plugins: { 'import-x': importX, local: { rules: { 'file-naming': fileNaming } } },
    // Node's own resolution (package.json "imports" and "exports" included), for the rules that
    // follow imports into packages (no-cycle).
    settings: { 'import-x/resolver-next': [createNodeResolver()] },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...featureZones] }],
      // A cycle makes load order matter and hides which module owns what. Only our own modules
      // are followed: a package cannot import us back, and parsing bundled ones (PGlite's) is
      // slow and overflows the parser's stack.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'local/file-naming': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // SQL lives in the domain modules; a REST handler calls them (decision 137).
    files: ['server/rest/**/*.ts'],
    ignores: ['server/rest/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.property.name=/^(query|one|exec)$/]:matches([callee.object.name=/^(db|tx)$/], [callee.object.property.name='db'])",
          message:
            'No SQL in REST handlers: call a function of the domain module that owns the table.',
        },
      ],
    },
  },
  {
    // Dialogs give focus back to the control that opened them (docs/decisions/153).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/ui/dialogs/dialogs.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@mantine/core',
              importNames: ['Modal', 'Drawer'],
              message:
                'Use Modal and Drawer from src/ui/dialogs/dialogs.tsx (focus goes back to the opener).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**', 'server/main.ts', 'server/db/seed/cli.ts', 'tests/**'],
    rules: { 'no-console': 'off' },
  },
)
