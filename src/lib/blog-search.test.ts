import { describe, expect, it } from 'vitest';
import { foldForSearch, matchesSearch, searchWords } from './blog-search.ts';

const founding = {
  title: 'Gründung einer GmbH in der Schweiz',
  excerpt: 'Vom Businessplan bis zum Handelsregister.',
  keywords: ['KMU', 'Gründung'],
};
const accounting = {
  title: 'Buchhaltung automatisieren im Schweizer KMU',
  excerpt: 'So automatisieren Sie die Buchhaltung Schritt für Schritt.',
  keywords: ['KMU', 'ESTV', 'Steuern & MWST', 'ERP-Integration', 'Automatisierung'],
};
const matches = (query: string) => [founding, accounting].filter((post) => matchesSearch(post, query)).map((post) => post.title);

describe('foldForSearch', () => {
  it('drops case and accents', () => {
    expect(foldForSearch('Gründung')).toBe('grundung');
    expect(foldForSearch('ÉCOLE Zürich')).toBe('ecole zurich');
  });
});

describe('searchWords', () => {
  it('splits at spaces and hyphens and drops empty words', () => {
    expect(searchWords('  Swiss ERP   Integration ')).toEqual(['swiss', 'erp', 'integration']);
    expect(searchWords('KI-Buchhaltung')).toEqual(['ki', 'buchhaltung']);
    expect(searchWords(' – ')).toEqual([]);
  });
});

describe('matchesSearch', () => {
  it('matches every post for an empty query', () => {
    expect(matches('')).toHaveLength(2);
    expect(matches('   ')).toHaveLength(2);
  });

  it('folds accents and case on both sides', () => {
    expect(matches('grundung')).toEqual([founding.title]);
    expect(matches('GRÜNDUNG')).toEqual([founding.title]);
    expect(matches('schweizer kmu')).toEqual([accounting.title]);
  });

  it('still matches a phrase that is a substring of the title or excerpt (spec §5)', () => {
    expect(matches('automatisieren im Schweizer')).toEqual([accounting.title]);
    expect(matches('bis zum Handelsregister')).toEqual([founding.title]);
  });

  it('matches the words in any order and across title, excerpt, entities and tags', () => {
    expect(matches('Integration Schweizer ERP')).toEqual([accounting.title]);
    expect(matches('Steuern automatisieren')).toEqual([accounting.title]);
    expect(matches('ESTV Schritt')).toEqual([accounting.title]);
    expect(matches('Businessplan GmbH')).toEqual([founding.title]);
  });

  it('needs every word (AND), not any of them', () => {
    expect(matches('KMU')).toHaveLength(2);
    expect(matches('KMU Handelsregister')).toEqual([founding.title]);
    expect(matches('Handelsregister MWST')).toEqual([]);
  });

  it('treats hyphens as word breaks in the query', () => {
    expect(matches('Steuer-Automatisierung')).toEqual([accounting.title]);
    expect(matches('GmbH-Gründung')).toEqual([founding.title]);
  });
});
