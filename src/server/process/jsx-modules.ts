import { readFileSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { fileURLToPath } from 'node:url';
import { transformSync } from 'esbuild';

let registered = false;

/**
 * Node runs the server's TypeScript by stripping its types, which leaves JSX unread: a `.tsx` module the server
 * process loads itself (the campaign mail, issue 30; pages get theirs compiled by the build) is compiled by
 * esbuild as it loads, with React's automatic runtime as tsconfig.json says. Only modules imported after this
 * call (dynamically) see it.
 */
export function loadJsxModules(): void {
  if (registered) return;
  registered = true;
  registerHooks({
    load(url, context, nextLoad) {
      if (!url.startsWith('file:') || !url.endsWith('.tsx')) return nextLoad(url, context);
      const file = fileURLToPath(url);
      const { code } = transformSync(readFileSync(file, 'utf8'), {
        loader: 'tsx',
        jsx: 'automatic',
        jsxImportSource: 'react',
        format: 'esm',
        sourcefile: file,
        sourcemap: 'inline',
      });
      return { format: 'module', source: code, shortCircuit: true };
    },
  });
}
