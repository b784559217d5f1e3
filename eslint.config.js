import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'test-results/**', 'playwright-report/**', 'apps/web/src/graphql-env.d.ts', 'apps/api/src/db/migrations/**', '**/.react-router/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { files: ['**/*.mjs', '**/*.js', 'scripts/**', 'e2e/**', 'apps/api/**'], languageOptions: { globals: globals.node } },
  {
    // Schemas import zod from @mp/domain (packages/domain/src/zod.ts), which sets it up for the CSP before the first is made.
    files: ['apps/web/src/**', 'packages/domain/src/**'],
    ignores: ['packages/domain/src/zod.ts', '**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'zod', message: "Import z from @mp/domain (or './zod.js' in the domain): it sets zod up for the CSP.", allowTypeImports: true }] }],
    },
  },
  {
    // A visitor's first pages load their rules and zod when a field is first focused, and TanStack Query when the
    // form is sent: a static import of any of these would put it in the page's first load (budget.test.ts).
    files: ['apps/web/src/features/auth/{LoginPage,RegisterStep1Page,ForgotPasswordPage,useLogin,useRegister,usePasswordReset,GoogleButton,group-copy}.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'zod', message: 'First pages load zod on the first focus: use useLazySchemaForm.' },
            { name: '@mp/domain/rules', message: "First pages load their rules on the first focus: `import('@mp/domain/rules')` with useLazySchemaForm." },
            { name: '@mantine/form', message: 'First pages use useLazySchemaForm (lib/first-page-form.ts), not Mantine\'s form.' },
            { name: '@tanstack/react-query', message: 'First pages load TanStack Query when the form is sent: use useLazyMutation (app/lazy-mutation.ts).' },
          ],
          patterns: [{ group: ['**/lib/forms'], message: 'First pages use useLazySchemaForm (lib/first-page-form.ts), not useSchemaForm.' }],
        },
      ],
    },
  },
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
);
