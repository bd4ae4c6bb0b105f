import { describe, expect, it } from 'vitest';
import letters from '~/generated/fonts/letters.json';
import { gujaratiFace, sizeLabel, typeLabel } from './download-card';

describe('a download card', () => {
  it('names the file type in words', () => {
    expect(typeLabel({ fileType: 'pdf', mime: 'application/pdf' })).toBe('PDF');
    expect(typeLabel({ fileType: 'image', mime: 'image/jpeg' })).toBe('JPEG image');
    expect(typeLabel({ fileType: 'image', mime: 'image/png' })).toBe('PNG image');
    expect(typeLabel({ fileType: 'dwg', mime: 'image/vnd.dwg' })).toBe('DWG drawing');
    expect(typeLabel({ fileType: 'dxf', mime: 'image/vnd.dxf' })).toBe('DXF drawing');
  });

  it('gives the size in KB below a megabyte, else in MB with one decimal', () => {
    expect(sizeLabel(100)).toBe('1 KB');
    expect(sizeLabel(68_796)).toBe('67 KB');
    expect(sizeLabel(2_500_000)).toBe('2.4 MB');
    expect(sizeLabel(20 * 1024 * 1024)).toBe('20.0 MB');
  });

  it('sets a Gujarati title in the cut face when it has all its letters, else whole in the complete face', () => {
    expect(letters.length).toBeGreaterThan(20);
    expect(gujaratiFace('Form A')).toBeUndefined();
    expect(gujaratiFace('નવું ચેકલિસ્ટ')).toBe('font-gujarati');
    expect(gujaratiFace('સ્વ-પ્રમાણિત નવું સોગંદનામું')).toBe('font-gujarati');
    // ઝ, ભ and ૐ are in no seeded title.
    expect(letters).not.toMatch(/[ઝભૐ]/);
    expect(gujaratiFace('નવું ઝભ્ભો ફોર્મ')).toBe('font-gujarati-full');
  });
});
