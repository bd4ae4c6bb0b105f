import { describe, expect, it } from 'vitest';
import { typeLabel } from './download-card';

describe('a download card', () => {
  it('names the file type in words', () => {
    expect(typeLabel({ fileType: 'pdf', mime: 'application/pdf' })).toBe('PDF');
    expect(typeLabel({ fileType: 'image', mime: 'image/jpeg' })).toBe('JPEG image');
    expect(typeLabel({ fileType: 'image', mime: 'image/png' })).toBe('PNG image');
    expect(typeLabel({ fileType: 'dwg', mime: 'image/vnd.dwg' })).toBe('DWG drawing');
    expect(typeLabel({ fileType: 'dxf', mime: 'image/vnd.dxf' })).toBe('DXF drawing');
  });
});
