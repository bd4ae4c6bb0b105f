/** The seed's items go through their collection's definition, as the API's writes do (docs/decisions/041-items-derived-from-the-definitions.md). */
import { describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@firm/contract';
import { seedDoc } from '../../src/content/seed.js';

describe('a seed item', () => {
  it('is stored with its fields as the definition takes them, its defaults and its files', () => {
    const doc = seedDoc(COLLECTIONS.courses, {
      id: '101',
      fields: { title: ' AutoCAD ', summary: 'Drawings on the computer.', topics: ['2D drafting'], paragraphs: '<p>Learn AutoCAD.</p>' },
      files: { picture: { asset: 'courses/101' } },
    });
    expect(doc).toEqual({
      title: 'AutoCAD',
      summary: 'Drawings on the computer.',
      topics: ['2D drafting'],
      paragraphs: '<p>Learn AutoCAD.</p>',
      price: '',
      duration: '',
      picture: { asset: 'courses/101' },
    });
  });

  it('that breaks its definition stops the start, naming the collection, the item and the rule', () => {
    const broken = { id: '7', fields: { title: '', layout: 'normal' }, files: { picture: { asset: 'gallery/07' } } };
    expect(() => seedDoc(COLLECTIONS.gallery, broken)).toThrow('The seed of gallery, item 7, title: Caption is required');
    const wrongChoice = { id: '3', fields: { title: 'Form A', language: 'fr' }, files: {} };
    expect(() => seedDoc(COLLECTIONS.downloads, wrongChoice)).toThrow(/^The seed of downloads, item 3, language: /);
  });
});
