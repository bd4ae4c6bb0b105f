/** The seed's items go through their collection's definition, as the API's writes do (docs/decisions/041-items-derived-from-the-definitions.md). */
import { statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@firm/contract';
import { seedDoc } from '../../src/content/seed.js';
import { SEED_DOWNLOADS_DIR } from '../../src/content/seed-files.js';

describe('a seed item', () => {
  it('is stored with its fields as the definition takes them, its defaults and its files', async () => {
    const doc = await seedDoc(COLLECTIONS.courses, {
      id: '101',
      title: ' AutoCAD ',
      picture: 'courses/101',
      summary: 'Drawings on the computer.',
      topics: ['2D drafting'],
      paragraphs: '<p>Learn AutoCAD.</p>',
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

  it('keeps a download by its file in the seed folder, its type read from its content, and a picture made from it', async () => {
    const doc = await seedDoc(COLLECTIONS.downloads, { id: '5', title: 'Form A', file: 'form-a.pdf', language: 'en' });
    expect(doc).toEqual({
      title: 'Form A',
      language: 'en',
      file: {
        seed: 'form-a.pdf',
        name: 'Form A.pdf',
        mime: 'application/pdf',
        fileType: 'pdf',
        size: statSync(`${SEED_DOWNLOADS_DIR}form-a.pdf`).size,
      },
      thumbnail: null,
      thumbnailGiven: false,
    });
  });

  it('that breaks its definition stops the start, naming the collection, the item and the rule', async () => {
    const broken = { id: '7', title: '', layout: 'normal', picture: 'gallery/07' };
    await expect(seedDoc(COLLECTIONS.gallery, broken)).rejects.toThrow('The seed of gallery, item 7, title: Caption is required');
    const wrongChoice = { id: '3', title: 'Form A', file: 'form-a.pdf', language: 'fr' };
    await expect(seedDoc(COLLECTIONS.downloads, wrongChoice)).rejects.toThrow(/^The seed of downloads, item 3, language: /);
    const missing = { id: '4', title: 'Form Z', file: 'form-z.pdf', language: 'en' };
    await expect(seedDoc(COLLECTIONS.downloads, missing)).rejects.toThrow(
      /^The seed of downloads, item 4, file: no download file form-z.pdf in /,
    );
  });
});
