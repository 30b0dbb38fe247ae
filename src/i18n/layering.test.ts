import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { localImportsOf, reachableFrom, sourceFilesUnder } from '#tests/setup/source-imports.ts';
import { de as consoleTexts } from './dictionaries/console/de.ts';

const SRC = path.resolve(import.meta.dirname, '..');
const I18N = path.join(SRC, 'i18n');
const COMPONENTS = path.join(SRC, 'components');
const LIB = path.join(SRC, 'lib');

const within = (folder: string) => (file: string) => file.startsWith(`${folder}${path.sep}`);
const shown = (file: string) => path.relative(SRC, file).split(path.sep).join('/');
const arrows = sourceFilesUnder(I18N).flatMap((file) => localImportsOf(file).map((target) => ({ file, target })));

// The texts sit below the code that shows them: components and lib name dictionary keys and take their
// string types from here, never the other way round, so i18n builds and tests without the UI.
describe('i18n layer', () => {
  it('imports nothing from the components', () => {
    expect(
      arrows.filter(({ target }) => within(COMPONENTS)(target)).map(({ file, target }) => `${shown(file)} → ${shown(target)}`),
    ).toEqual([]);
  });

  it('imports from src/lib only modules that do not lead back into i18n', () => {
    const back = arrows
      .filter(({ target }) => within(LIB)(target))
      .filter(({ target }) => [...reachableFrom(target)].some(within(I18N)))
      .map(({ file, target }) => `${shown(file)} → ${shown(target)}`);
    expect(back).toEqual([]);
  });

  // Decision 0045: a public page sends the browser no console text. The code the browser runs there (the
  // islands and the scripts) and the public site's `t` reach no module that holds one of the console's texts.
  it("keeps the console's texts out of the browser's code and the public site's translator", () => {
    const consoleKeys = Object.keys(consoleTexts).map((key) => `'${key}':`);
    const holdsConsoleText = (file: string) => {
      const text = readFileSync(file, 'utf8');
      return consoleKeys.some((key) => text.includes(key));
    };
    const publicCode = [
      ...sourceFilesUnder(path.join(COMPONENTS, 'islands')),
      ...sourceFilesUnder(path.join(SRC, 'scripts')),
      path.join(I18N, 'translate.ts'),
    ];
    const leaks = publicCode.flatMap((file) =>
      [...reachableFrom(file)].filter(holdsConsoleText).map((held) => `${shown(file)} → ${shown(held)}`),
    );
    expect(leaks).toEqual([]);
  });
});
