// Lint: typescript-eslint's recommended rules with no `any` escapes, type-aware rules for promises
// and unsafe values, React's hooks rules, and the module boundaries and one-operation-per-file rule
// of decision 006.
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import path from 'node:path';

// Decision 006: a module imports another module only through its public.ts (web: public.ts or
// index.ts), and platform code imports no module.
const moduleOf = (file) => {
  const m = /\/(apps\/(api|web)\/src)\/modules\/([^/]+)\//.exec(file.replaceAll('\\', '/'));
  return m ? { side: m[1], name: m[3] } : null;
};
const moduleBoundaries = {
  meta: { type: 'problem', messages: { cross: '{{detail}}' }, schema: [] },
  create(context) {
    const file = context.filename.replaceAll('\\', '/');
    const from = moduleOf(file);
    const inPlatform = /\/apps\/api\/src\/platform\//.test(file);
    if (!from && !inPlatform) return {};
    // The web's '#web/...' imports (package.json "imports") are paths under apps/web/src.
    const webSrc = file.includes('/apps/web/') ? `${file.slice(0, file.indexOf('/apps/web/'))}/apps/web/src/` : null;
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string') return;
      let target;
      if (source.startsWith('.')) target = path.posix.normalize(path.posix.join(path.posix.dirname(file), source));
      else if (source.startsWith('#web/') && webSrc !== null) target = webSrc + source.slice('#web/'.length);
      else return;
      const to = moduleOf(target);
      if (!to) return;
      if (inPlatform) {
        context.report({
          node,
          messageId: 'cross',
          data: { detail: `Platform code must not import the ${to.name} module.` },
        });
        return;
      }
      if (to.side !== from.side || to.name === from.name) return;
      const base = path.posix.basename(target);
      const publicFile = new RegExp(`/modules/${to.name}/(public|index)\\.tsx?$`).test(target);
      if (!publicFile) {
        context.report({
          node,
          messageId: 'cross',
          data: { detail: `Import the ${to.name} module through its public.ts, not ${base} (decision 006).` },
        });
      }
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

// Decision 006: one operation per file, on both sides — a contract file declares one endpoint and
// an API file defines one route, so a resource folder lists its operations by file name.
const oneEndpointPerFile = {
  meta: { type: 'problem', messages: { second: '{{detail}}' }, schema: [] },
  create(context) {
    const file = context.filename.replaceAll('\\', '/');
    const callee = /\/packages\/contracts\/src\//.test(file)
      ? 'endpoint'
      : /\/apps\/api\/src\/modules\//.test(file)
        ? 'defineRoute'
        : null;
    if (callee === null) return {};
    let seen = 0;
    return {
      CallExpression(node) {
        if (node.callee.type !== 'Identifier' || node.callee.name !== callee) return;
        seen += 1;
        if (seen > 1)
          context.report({
            node,
            messageId: 'second',
            data: {
              detail: `One ${callee}() per file: move this operation to its own <verb>-<resource>.ts (decision 006).`,
            },
          });
      },
    };
  },
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '**/*.js', '!eslint.config.js'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: {
      ilaw: { rules: { 'module-boundaries': moduleBoundaries, 'one-endpoint-per-file': oneEndpointPerFile } },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-empty-object-type': 'off',
      'no-control-regex': 'off',
      'ilaw/module-boundaries': 'error',
      'ilaw/one-endpoint-per-file': 'error',
    },
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // node:test's test() and describe() return promises the runner awaits itself.
      '@typescript-eslint/no-floating-promises': [
        'error',
        {
          allowForKnownSafeCalls: [
            { from: 'package', package: 'node:test', name: ['test', 'it', 'describe', 'suite'] },
          ],
        },
      ],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/no-unsafe-assignment': 'error',
      '@typescript-eslint/no-unsafe-member-access': 'error',
      '@typescript-eslint/no-unsafe-call': 'error',
      '@typescript-eslint/no-unsafe-return': 'error',
      '@typescript-eslint/no-unsafe-argument': 'error',
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  {
    files: ['apps/web/src/**/*.tsx', 'apps/web/src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
);
