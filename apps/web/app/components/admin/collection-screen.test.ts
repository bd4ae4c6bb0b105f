import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import {
  COLLECTIONS,
  CONTENT_LIMITS,
  CONTENT_MESSAGES,
  MESSAGES,
  defineCollection,
  field,
  type CourseItem,
  type DownloadItem,
  type PictureRef,
} from '@firm/contract';

const apiRequest = vi.fn();
// The answers' messages are read as the app reads them (messageOf, said); only the requests are the test's.
vi.mock(import('~/lib/api-client'), async (importOriginal) => ({
  ...(await importOriginal()),
  apiRequest: (...args: unknown[]) => apiRequest(...args),
}));
const { collectionScreen } = await import('./collection-screen');

const picture = {
  image: '/media/a.jpg',
  variants: [{ width: 320, type: 'image/webp' as const, url: '/media/a-320.webp' }],
  asset: null,
  width: 2560,
  height: 1707,
  alt: '',
  focus: { x: 0.5, y: 0.5 },
};
const course: CourseItem = {
  _id: '103',
  title: 'ALL COMBO',
  hidden: false,
  summary: 'Everything',
  topics: ['AutoCAD', 'Revit'],
  paragraphs: '<p>First <strong>paragraph</strong>.</p><ul><li><p>One</p></li></ul>',
  price: '',
  duration: '3 months',
  picture,
};
/** The form's schema, typed for the resolver, is a zod schema. */
const parse = (schema: unknown, values: unknown) => (schema as z.ZodType).safeParse(values);
const jpeg = (bytes: number) => new File([new Uint8Array(bytes)], 'photo.jpg', { type: 'image/jpeg' });

beforeEach(() => apiRequest.mockReset().mockResolvedValue({ message: 'from the server' }));

describe('collectionScreen', () => {
  const courses = collectionScreen(COLLECTIONS.courses);

  it('heads the title’s column as its form labels it: a client’s or a person’s name, a caption', () => {
    expect(collectionScreen(COLLECTIONS.testimonials).titleHeader).toBe('Name');
    expect(collectionScreen(COLLECTIONS.people).titleHeader).toBe('Name');
    expect(collectionScreen(COLLECTIONS.gallery).titleHeader).toBe('Caption');
    expect(courses.titleHeader).toBe('Title');
  });

  it('edits lists as text, one entry per line, and a rich text as its HTML', () => {
    expect(courses.editForm.defaults(course)).toMatchObject({
      paragraphs: '<p>First <strong>paragraph</strong>.</p><ul><li><p>One</p></li></ul>',
      topics: 'AutoCAD\nRevit',
      price: '',
      picture: undefined,
    });
    expect(courses.editForm.current(course)).toEqual({ picture: '/media/a.jpg' });
    expect(courses.thumbnail?.(course)).toBe('/media/a-320.webp');
  });

  it('the add form needs a picture of at most 20 MB; the edit form needs nothing', () => {
    const fields = { title: 'T', summary: 'S', paragraphs: '<p>P</p>' };
    const missing = parse(courses.addForm.schema, { ...fields, picture: undefined });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues[0]?.message).toBe(MESSAGES.imageRequired);
    expect(parse(courses.addForm.schema, { ...fields, picture: jpeg(1000) }).success).toBe(true);
    const large = parse(courses.addForm.schema, { ...fields, picture: jpeg(CONTENT_LIMITS.maxPictureBytes + 1) });
    expect(large.error?.issues[0]?.message).toBe(MESSAGES.fileTooLarge);
    expect(parse(courses.editForm.schema, {}).success).toBe(true);
  });

  it('an edit sends only the changed fields, as JSON, and toasts the server message', async () => {
    const message = await courses.update(course, { ...courses.editForm.defaults(course), summary: 'New' }, () => {}, ['summary']);
    expect(message).toBe('from the server');
    expect(apiRequest).toHaveBeenCalledWith('/api/courses/103', expect.objectContaining({ method: 'PUT', json: { summary: 'New' } }));
  });

  it('an add with a picture is multipart, lists as text, the picture in part picture', async () => {
    const image = jpeg(10);
    await courses.add(
      {
        title: 'New course',
        summary: 'S',
        topics: ['A', 'B'],
        paragraphs: '<p>One.</p><p>Two.</p>',
        price: '',
        duration: '',
        picture: image,
      },
      () => {},
    );
    const [path, options] = apiRequest.mock.calls[0] as [string, { method: string; form: FormData }];
    expect(path).toBe('/api/courses');
    expect(options.method).toBe('POST');
    expect(options.form.get('paragraphs')).toBe('<p>One.</p><p>Two.</p>');
    expect(options.form.get('topics')).toBe('A\nB');
    expect(options.form.get('picture')).toBeInstanceOf(File);
  });

  it('order, hide and delete call the collection API; without a message the contract says what happened', async () => {
    apiRequest.mockResolvedValue(null);
    expect(await courses.reorder?.(['2', '1'])).toBe(CONTENT_MESSAGES.orderSaved);
    expect(apiRequest).toHaveBeenLastCalledWith(
      '/api/courses/order',
      expect.objectContaining({ method: 'PUT', json: { ids: ['2', '1'] } }),
    );
    expect(await courses.visibility?.set(course, true)).toBe(CONTENT_MESSAGES.saved);
    expect(apiRequest).toHaveBeenLastCalledWith('/api/courses/103', expect.objectContaining({ method: 'PUT', json: { hidden: true } }));
    expect(await courses.remove(course)).toBe(CONTENT_MESSAGES.deleted);
    expect(apiRequest).toHaveBeenLastCalledWith('/api/courses/103', expect.objectContaining({ method: 'DELETE' }));
  });

  it('a download lists its type and size, and describes its stored file on edit', () => {
    const downloads = collectionScreen(COLLECTIONS.downloads);
    const item: DownloadItem = {
      _id: '3',
      title: 'Form A',
      hidden: true,
      language: 'gu',
      file: '/download/file/x.pdf',
      fileName: 'Form A.pdf',
      fileType: 'pdf',
      mime: 'application/pdf',
      size: 1_572_864,
      thumbnail: null,
    };
    expect(downloads.columns.map((c) => [c.header, c.cell(item)])).toEqual([
      ['Type', 'PDF'],
      ['Size', '1.5\u00a0MB'],
      ['Language', 'Gujarati'],
    ]);
    expect(downloads.editForm.current(item)).toEqual({ file: 'Form A.pdf (PDF, 1.5\u00a0MB)', thumbnail: null });
    expect(downloads.visibility?.hidden(item)).toBe(true);
  });
});

describe('a collection defined in this test alone gets its admin screen', () => {
  const TEAM = defineCollection({
    slug: 'team',
    label: 'Team',
    noun: 'member',
    Noun: 'Member',
    tab: 'team',
    fields: [
      field.text('title', { label: 'Name', max: 80 }),
      field.picture({ name: 'photo', label: 'Photo', required: true }),
      field.text('role', { label: 'Role', max: 80 }),
      field.number('since', { label: 'With the firm since', min: 1980, max: 2100, required: false }),
      field.yesNo('partner', { label: 'Partner' }),
    ],
    listColumns: ['role', 'since', 'partner'],
    example: { title: 'A. Desai', role: 'Site engineer' },
    orderable: true,
    hideable: false,
  });
  const team = collectionScreen(TEAM);
  const member = {
    _id: '1',
    title: 'Asha Patel',
    hidden: false,
    photo: picture as PictureRef,
    role: 'Site engineer',
    since: 2014,
    partner: true,
  };

  it('its table and forms come from the definition', () => {
    expect(team.heading).toBe('Team');
    expect(team.columns.map((c) => [c.header, c.cell(member)])).toEqual([
      ['Role', 'Site engineer'],
      ['With the firm since', '2014'],
      ['Partner', 'Yes'],
    ]);
    expect(team.addForm.fields.map((f) => [f.name, f.label, f.kind])).toEqual([
      ['title', 'Name', 'text'],
      ['photo', 'Photo', 'picture'],
      ['role', 'Role', 'text'],
      ['since', 'With the firm since', 'number'],
      ['partner', 'Partner', 'yesNo'],
    ]);
    expect(team.thumbnail?.(member)).toBe('/media/a-320.webp');
    expect(team.editForm.defaults(member)).toMatchObject({ title: 'Asha Patel', role: 'Site engineer', since: '2014', partner: true });
    expect(team.editForm.defaults({ ...member, since: null, partner: false } as never)).toMatchObject({ since: '', partner: false });
    expect(team.addForm.defaults).toMatchObject({ partner: false });
    expect(team.details!.find((d) => d.header === 'Partner')?.cell({ ...member, partner: false } as never)).toBe('No');
    expect(team.visibility).toBeUndefined();
  });

  it('its forms check the fields as the API does', () => {
    const fields = { title: 'Asha Patel', role: 'Site engineer', photo: jpeg(1000) };
    expect(parse(team.addForm.schema, { ...fields, since: '' }).success).toBe(true);
    expect(parse(team.addForm.schema, { ...fields, since: '2014' }).data).toMatchObject({ since: 2014 });
    const wrong = parse(team.addForm.schema, { ...fields, since: 'long ago' });
    expect(wrong.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['since', 'With the firm since must be a whole number from 1980 to 2100'],
    ]);
    const missing = parse(team.addForm.schema, { ...fields, photo: undefined });
    expect(missing.error?.issues[0]?.message).toBe(MESSAGES.imageRequired);
  });

  it('its add goes to its own API, the photo in part photo, its field’s name', async () => {
    await team.add({ title: 'Asha Patel', role: 'Site engineer', since: 2014, partner: true, photo: jpeg(10) }, () => {});
    const [path, options] = apiRequest.mock.calls[0] as [string, { method: string; form: FormData }];
    expect([path, options.method]).toEqual(['/api/team', 'POST']);
    expect(options.form.get('since')).toBe('2014');
    expect(options.form.get('partner')).toBe('true');
    expect(options.form.get('photo')).toBeInstanceOf(File);
  });

  it('its photo’s alt text, focus and turn are named after the field, from the form to the request', async () => {
    expect(team.editForm.defaults(member)).toMatchObject({ photoAlt: '', photoFocus: '0.5,0.5', photoRotate: 0 });
    const values = { ...team.editForm.defaults(member), photoAlt: 'Asha at a site', photoRotate: 90 };
    await team.update(member as never, values, () => {}, ['photoAlt', 'photoRotate']);
    expect(apiRequest).toHaveBeenCalledWith(
      '/api/team/1',
      expect.objectContaining({ json: { photoAlt: 'Asha at a site', photoRotate: '90' } }),
    );
  });
});
