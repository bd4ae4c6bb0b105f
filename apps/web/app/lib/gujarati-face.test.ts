import { expect, it } from 'vitest';
import letters from '~/generated/fonts/letters.json';
import { gujaratiFace } from './gujarati-face';

it('sets a Gujarati title in the cut face when it has all its letters, else whole in the complete face', () => {
  expect(letters.length).toBeGreaterThan(20);
  expect(gujaratiFace('Form A')).toBeUndefined();
  expect(gujaratiFace('નવું ચેકલિસ્ટ')).toBe('font-gujarati');
  expect(gujaratiFace('સ્વ-પ્રમાણિત નવું સોગંદનામું')).toBe('font-gujarati');
  // ઝ, ભ and ૐ are in no seeded title.
  expect(letters).not.toMatch(/[ઝભૐ]/);
  expect(gujaratiFace('નવું ઝભ્ભો ફોર્મ')).toBe('font-gujarati-full');
});
