// Lint: typescript-eslint (type-checked for TypeScript), React hooks, the one-way import layers of ARCHITECTURE.md
// (contract <- server; contract <- web/offline <- web/domain <- web/features <- web/routes <- web/app, with lib/ and
// components/ beside them), no import circle anywhere in src (import-x/no-cycle), and no `export *` re-exports.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(fileURLToPath(import.meta.url));

// Which folders a folder may not import from. Paths are relative to the repository root; `features/*`
// stands for "any feature other than the importing file's own".
const LAYERS = [
  { from: 'src/contract/', forbid: ['src/server/', 'src/web/'], why: 'the contract imports neither server nor web' },
  { from: 'src/server/', forbid: ['src/web/'], why: 'the server never imports the web app' },
  { from: 'src/web/', forbid: ['src/server/'], why: 'the web app never imports the server (share code through src/contract)' },
  {
    from: 'src/web/components/',
    forbid: ['src/web/offline/', 'src/web/domain/', 'src/web/features/', 'src/web/routes/', 'src/web/app/'],
    why: 'components/ holds UI primitives that know nothing of data, domains or screens',
  },
  {
    from: 'src/web/lib/',
    forbid: ['src/web/domain/', 'src/web/features/', 'src/web/routes/', 'src/web/app/'],
    why: 'lib/ holds app-wide helpers (HTTP, session, language, online status) below every domain and screen',
  },
  {
    from: 'src/web/offline/',
    forbid: ['src/web/domain/', 'src/web/features/', 'src/web/routes/', 'src/web/app/'],
    why: 'offline/ is the generic sync machinery: domains plug their writes and appliers into it, never the other way',
  },
  {
    from: 'src/web/domain/',
    forbid: ['src/web/features/', 'src/web/routes/', 'src/web/app/'],
    why: 'a domain sits below the screens; features import domains, never the other way',
  },
  {
    from: 'src/web/features/',
    forbid: ['src/web/routes/', 'src/web/app/', 'features/*'],
    why: 'a feature never imports routes, app or another feature; what two features share belongs to a domain',
  },
  { from: 'src/web/routes/', forbid: ['src/web/app/'], why: 'routes never import the app shell' },
];

/** Resolves an import specifier to a repository-relative path, or null for packages. */
function resolveSpecifier(specifier, filename) {
  let target;
  if (specifier.startsWith('@/')) target = resolve(root, 'src/web', specifier.slice(2));
  else if (specifier.startsWith('@contract/')) target = resolve(root, 'src/contract', specifier.slice(10));
  else if (specifier.startsWith('.')) target = resolve(dirname(filename), specifier);
  else return null;
  return relative(root, target).split('\\').join('/');
}

function featureOf(path) {
  return /^src\/web\/features\/([^/]+)\//.exec(path)?.[1] ?? null;
}

// no-restricted-imports works on the text of a specifier, so it cannot tell `../cart/x` inside one
// feature from the same text in another; this rule resolves the path first, then applies LAYERS.
const layersRule = {
  meta: { type: 'problem', schema: [], docs: { description: 'keep imports flowing one way between folders' } },
  create(context) {
    const file = relative(root, context.filename).split('\\').join('/');
    const rules = LAYERS.filter((l) => file.startsWith(l.from));
    if (!rules.length) return {};
    function check(node) {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const target = resolveSpecifier(source.value, context.filename);
      if (!target) return;
      for (const rule of rules) {
        for (const forbidden of rule.forbid) {
          const hit =
            forbidden === 'features/*'
              ? featureOf(target) !== null && featureOf(target) !== featureOf(file)
              : target.startsWith(forbidden);
          if (hit) context.report({ node: source, message: `'${source.value}' is not allowed here: ${rule.why}.` });
        }
      }
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'data/**',
      'node_modules/**',
      'coverage/**',
      'test-results/**',
      'screenshots/**',
      'src/web/routeTree.gen.ts',
      'src/web/locales/*/*.ts',
      'src/web/locales/*/messages.js',
      'src/server/db/migrations/**',
      '**/*.tmp.*', // scratch files
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: root },
      globals: { ...globals.node },
    },
    plugins: { fm: { rules: { layers: layersRule } } },
    rules: {
      'fm/layers': 'error',
      // A re-export of everything hides where a name lives and made the orders/order-rules circle.
      'no-restricted-syntax': ['error', { selector: 'ExportAllDeclaration', message: 'Import from the module that declares the name instead of re-exporting everything.' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // Fastify plugins and route handlers are async by contract even when they do not await.
      '@typescript-eslint/require-await': 'off',
      // `void promise` is how we say "fire and forget" on purpose.
      '@typescript-eslint/no-floating-promises': ['error', { ignoreVoid: true }],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // Our stores are object literals whose methods never use `this` (handed to useSyncExternalStore).
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    // Circles make start-up order depend on which module loads first; one anywhere in src fails lint.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: resolve(root, 'tsconfig.json') })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // TanStack Router's guards `throw redirect(...)`, which is not an Error by design.
    files: ['src/web/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/only-throw-error': 'off' },
  },
  {
    // Tests read JSON bodies (`res.json()` is `any`); asserting on them is the point.
    files: ['**/*.test.{ts,tsx}', 'src/server/test/**', 'src/web/test/**', 'tests/**'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['src/web/sw.ts'],
    ...reactHooks.configs.flat['recommended-latest'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['src/web/sw.ts'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    // Plain JavaScript (scripts, tests, benches, this file) is outside tsconfig: lint it without types.
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['tests/e2e/**/*.mjs', 'tests/support/**/*.mjs', 'tests/bench/**/*.mjs'],
    // page.evaluate callbacks run in the browser.
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
