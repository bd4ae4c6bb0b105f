/** The Site tab: the firm's details, texts and pictures that the header, footer, contact card and pages show. */
import { useId, useState, type MouseEvent, type ReactNode } from 'react';
import { useFieldArray, useForm, type Control, type FieldValues, type Resolver, type UseFormRegister } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Plus, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import {
  API,
  CONTENT_MESSAGES,
  OWNERS_SITE_DETAILS,
  OWNERS_SITE_DETAILS_NOTE,
  SITE_HISTORY,
  WEEK_DAYS,
  siteDetailsSchema,
  type SiteDetails,
  type SiteResponse,
} from '@firm/contract';
import { apiRequest, said } from '~/lib/api-client';
import { buttonClass } from '~/components/ui/button';
import { Alert, Loading, Spinner } from '~/components/ui/feedback';
import { FieldError, FormField, TextField, errorAt, type TextKind } from '~/components/ui/field';
import { useReloadable } from './use-reloadable';
import { SitePictures } from './site-pictures';
import { KeptNotice, useUnsavedWork } from './unsaved-work';
import { HistoryButton } from './history';
import { NOTICE_MS } from './undo';
import { useSaveOutcome } from './save-outcome';
import { useAdminOutlet } from './admin-context';
import { OwnersOnlyNote } from './owners-only-note';
import { clsx } from 'clsx';

/** Phone numbers and e-mail addresses are typed one per line; the rules are the API's. */
const oneEntryPerLine = (v: unknown) =>
  typeof v === 'string'
    ? v
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean)
    : v;
/** The coordinates as typed: both empty is no place; anything else goes to the contract's rule as numbers. */
const typedGeo = (v: unknown) => {
  const geo = (v ?? {}) as Record<'latitude' | 'longitude', unknown>;
  const typed = (x: unknown) => (typeof x === 'string' ? (x.trim() === '' ? undefined : Number(x)) : x);
  const [latitude, longitude] = [typed(geo.latitude), typed(geo.longitude)];
  return latitude === undefined && longitude === undefined ? null : { latitude, longitude };
};
const siteFormSchema = siteDetailsSchema.extend({
  phones: z.preprocess(oneEntryPerLine, siteDetailsSchema.shape.phones),
  emails: z.preprocess(oneEntryPerLine, siteDetailsSchema.shape.emails),
  geo: z.preprocess(typedGeo, siteDetailsSchema.shape.geo),
});

/** The stored details as the form edits them: lists as text, one entry per line. */
const formValues = ({ pictures: _pictures, ...site }: SiteDetails): FieldValues => ({
  ...site,
  phones: site.phones.join('\n'),
  emails: site.emails.join('\n'),
  reasons: site.reasons.join('\n'),
  geo: { latitude: String(site.geo?.latitude ?? ''), longitude: String(site.geo?.longitude ?? '') },
});

const loadSite = async () => (await apiRequest<SiteResponse>(API.site)).site;

export function SiteForm() {
  const { data: site, error, loaded, replace, reload } = useReloadable<SiteDetails | null>(loadSite, null);
  // The firm's name, contact details and logo are the owner's (AUTH-9, decision 087): an editor sees them read-only, told why.
  const ownersOnly = useAdminOutlet().role === 'editor';
  // A restored version is a new record: the form starts again from it.
  const [restored, setRestored] = useState(0);
  return (
    <section aria-labelledby="site-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 id="site-heading" className="text-2xl font-bold text-navy-900">
          Site details
        </h1>
        <HistoryButton
          of={{ ...SITE_HISTORY, name: 'the site details', labels: SITE_LABELS }}
          onRestored={() =>
            void loadSite().then((fresh) => {
              replace(fresh);
              setRestored((n) => n + 1);
            }, reload)
          }
        />
      </div>
      {!loaded && <Loading label="Loading site details" />}
      {error && <p className="text-red-700">Error: {error}</p>}
      {site && (
        // The sections' list beside the form from 1024 px, staying in sight; above it on narrower screens (ADMIN-13).
        <div className="lg:grid lg:grid-cols-[12rem_minmax(0,1fr)] lg:items-start lg:gap-6">
          <SectionsNav />
          <div className="min-w-0 space-y-4">
            <Section title={PICTURES}>
              <SitePictures pictures={site.pictures} onSaved={replace} ownersOnly={ownersOnly} />
            </Section>
            <SiteDetailsForm key={restored} site={site} ownersOnly={ownersOnly} />
          </div>
        </div>
      )}
    </section>
  );
}

interface Field {
  name: string;
  label: string;
  kind: TextKind | 'richText';
  help?: string;
}

/** A list of small records with rows to add and remove. */
interface RowList {
  name: 'layouts' | 'whyChoose';
  legend: string;
  noun: string;
  columns: (Field & { kind: TextKind })[];
}

const GEO =
  'The office’s place for search engines, in degrees as a map gives them (in Google Maps, right-click the office). Leave both empty to not say.';
const SEARCH = 'What search results and shared links say of the page; the other pages describe themselves from the details above.';

/** The sections of the form and their fields, in the order the owner reads them. */
const SECTIONS: { title: string; fields: Field[]; openingDays?: true; rows?: RowList }[] = [
  {
    title: 'The firm',
    fields: [
      { name: 'name', label: 'Firm name', kind: 'text' },
      {
        name: 'shortName',
        label: 'Short name',
        kind: 'text',
        help: 'Shown in the header where the full name does not fit, e.g. beside the menu on a laptop: one or two short words.',
      },
      { name: 'tagline', label: 'Tagline', kind: 'text' },
      { name: 'motto', label: 'Motto', kind: 'text' },
      { name: 'founded', label: 'Founding date', kind: 'date' },
      { name: 'firmUrl', label: 'Firm web address', kind: 'url', help: 'Linked from the copyright line.' },
      {
        name: 'priceRange',
        label: 'Price range',
        kind: 'text',
        help: 'What search engines may show of your prices, e.g. ₹₹ or ₹5,000 - ₹50,000. Leave empty to not say.',
      },
    ],
  },
  {
    title: 'Contact',
    fields: [
      {
        name: 'phones',
        label: 'Phone numbers',
        kind: 'lines',
        help: 'One per line; the first is the main number, the one the Call buttons dial.',
      },
      { name: 'emails', label: 'E-mail addresses', kind: 'lines', help: 'One per line; the first is the main address.' },
      {
        name: 'whatsapp',
        label: 'WhatsApp number',
        kind: 'tel',
        help: 'Leave empty to use the first phone number (91 is added to a 10-digit number). Another number: digits with the country code, no + or spaces, e.g. 919876543210.',
      },
      { name: 'chatText', label: 'Chat text', kind: 'textarea', help: 'The message a visitor’s WhatsApp starts with.' },
      {
        name: 'closingTitle',
        label: 'Closing title',
        kind: 'text',
        help: 'The heading of the band at the end of every page, above its Call, WhatsApp and Send a message buttons.',
      },
      { name: 'closingText', label: 'Closing text', kind: 'text', help: 'The line under the closing title.' },
    ],
  },
  {
    title: 'Address and map',
    fields: [
      { name: 'address.label', label: 'Address label', kind: 'text', help: 'E.g. Head office.' },
      { name: 'address.street', label: 'Street', kind: 'text' },
      { name: 'address.city', label: 'City', kind: 'text' },
      { name: 'address.region', label: 'State', kind: 'text' },
      { name: 'address.postalCode', label: 'PIN code', kind: 'text' },
      { name: 'address.countryName', label: 'Country', kind: 'text' },
      { name: 'address.country', label: 'Country code', kind: 'text', help: 'Two letters, e.g. IN.' },
      {
        name: 'mapQuery',
        label: 'Map location',
        kind: 'text',
        help: 'A place name or address that Google Maps finds: the contact page’s map shows it.',
      },
      { name: 'geo.latitude', label: 'Latitude', kind: 'text', help: `${GEO} E.g. 21.1702.` },
      { name: 'geo.longitude', label: 'Longitude', kind: 'text', help: `${GEO} E.g. 72.8311.` },
    ],
  },
  {
    title: 'Office hours',
    fields: [
      {
        name: 'opens',
        label: 'Opens at',
        kind: 'text',
        help: 'HH:MM, 24 hours. The pages say the days and times in words, e.g. Monday to Saturday 10:00 AM to 8:00 PM.',
      },
      { name: 'closes', label: 'Closes at', kind: 'text', help: 'HH:MM, 24 hours.' },
    ],
    openingDays: true,
  },
  {
    title: 'Video channel and figures',
    fields: [
      { name: 'videoChannel.name', label: 'Video channel name', kind: 'text' },
      { name: 'videoChannel.url', label: 'Video channel address', kind: 'url' },
      { name: 'works', label: 'Works done', kind: 'text', help: 'The figure the pages claim, e.g. 500+.' },
      { name: 'experience', label: 'Experience', kind: 'text', help: 'E.g. 15+ years.' },
    ],
    rows: {
      name: 'layouts',
      legend: 'Layouts per district',
      noun: 'district',
      columns: [
        { name: 'count', label: 'Layouts', kind: 'text' },
        { name: 'district', label: 'District', kind: 'text' },
      ],
    },
  },
  {
    title: 'Home page',
    fields: [
      { name: 'welcomeTitle', label: 'Welcome title', kind: 'text' },
      { name: 'welcome', label: 'Welcome text', kind: 'richText' },
      { name: 'reasons', label: 'Reasons to join', kind: 'lines', help: 'One reason per line.' },
    ],
    rows: {
      name: 'whyChoose',
      legend: 'Why Choose items',
      noun: 'Why Choose item',
      columns: [
        { name: 'title', label: 'Title', kind: 'text' },
        { name: 'text', label: 'Text', kind: 'textarea' },
      ],
    },
  },
  {
    title: 'About and courses pages',
    fields: [
      {
        name: 'story',
        label: 'About page story',
        kind: 'richText',
        help: 'The facts beside it come from the figures above.',
      },
      {
        name: 'about',
        label: 'About text',
        kind: 'richText',
        help: 'The short text of the footer, search results and the installed app.',
      },
      { name: 'coursesIntroTitle', label: 'Courses introduction title', kind: 'text' },
      {
        name: 'coursesIntro',
        label: 'Courses introduction',
        kind: 'richText',
        help: "The first paragraph also shows on each course's page.",
      },
    ],
  },
  {
    title: 'Search descriptions',
    fields: [
      { name: 'descriptions.services', label: 'Services page description', kind: 'textarea', help: SEARCH },
      { name: 'descriptions.courses', label: 'Courses page description', kind: 'textarea', help: SEARCH },
      { name: 'descriptions.download', label: 'Download page description', kind: 'textarea', help: SEARCH },
    ],
  },
];

const PICTURES = 'Pictures';
/** A section's id, from its title: the list of sections links to it. */
const sectionId = (title: string) => `site-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

/** Links to each section; a link moves the keyboard's focus there too, so Tab goes on from the section's first field. */
function SectionsNav() {
  const jump = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    const section = document.getElementById(id);
    if (!section) return;
    event.preventDefault();
    section.focus({ preventScroll: true });
    section.scrollIntoView({ block: 'start' });
  };
  return (
    <nav aria-label="Sections of the site details" className="mb-4 lg:sticky lg:top-[calc(var(--admin-bar,0px)+1.5rem)] lg:mb-0">
      <h2 className="mb-2 text-sm font-semibold text-slate-900">Jump to</h2>
      <ul className="flex flex-wrap gap-2 lg:flex-col lg:gap-0.5">
        {[PICTURES, ...SECTIONS.map((section) => section.title)].map((title) => (
          <li key={title}>
            <a
              href={`#${sectionId(title)}`}
              onClick={(event) => jump(event, sectionId(title))}
              className="inline-flex min-h-10 items-center rounded-md border border-navy-100 bg-white px-3 py-1.5 text-sm font-medium text-navy-800 hover:bg-navy-50 lg:flex lg:border-0 lg:bg-transparent lg:px-2"
            >
              {title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Every field's label, in the form's order: a save the rules refuse names the first one to put right (ADMIN-12). */
const FORM_FIELDS = SECTIONS.flatMap((section) => [
  ...section.fields,
  ...(section.openingDays ? [{ name: 'openingDays', label: 'Opening days' }] : []),
  ...(section.rows ? [{ name: section.rows.name, label: section.rows.legend }] : []),
]);

/** Whether a field of the form (`address.city` is the address's) is one only an owner changes. */
const isOwners = (field: Field) => field.name.split('.')[0]! in OWNERS_SITE_DETAILS;

function SiteDetailsForm({ site, ownersOnly }: { site: SiteDetails; ownersOnly: boolean }) {
  const formId = useId();
  const form = useForm<FieldValues>({
    mode: 'onTouched',
    resolver: zodResolver(siteFormSchema) as unknown as Resolver<FieldValues>,
    defaultValues: formValues(site),
  });
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, dirtyFields, isDirty },
  } = form;
  const kept = useUnsavedWork(form);
  const { sending, save, invalid, problem } = useSaveOutcome(FORM_FIELDS, errors);

  const submit = handleSubmit(
    (values, event) =>
      save(event, async () => {
        // Only what the owner changed: nested objects travel whole, as the API replaces them whole.
        const changed = Object.fromEntries(Object.keys(dirtyFields).map((name) => [name, values[name] as unknown]));
        const body = await apiRequest<SiteResponse & { message?: string }>(API.site, { method: 'PUT', json: changed });
        reset(formValues(body.site));
        toast.success(said(body, CONTENT_MESSAGES.saved), { duration: NOTICE_MS });
      }),
    invalid,
  );

  const noteId = (section: string) => `${formId}-${sectionId(section)}-owners`;
  const field = (section: string) => (f: Field) => (
    <FormField
      key={f.name}
      id={`${formId}-${f.name}`}
      field={f}
      form={form}
      readOnlyBecause={ownersOnly && isOwners(f) ? noteId(section) : undefined}
    />
  );

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-busy={sending}
      // A field the focus goes to stays clear of the sticky admin bar above and the sticky Save below.
      className="space-y-6 sm:[&_:is(input,textarea,select)]:scroll-mt-[calc(var(--admin-bar,0px)+2.5rem)] [&_:is(input,textarea,select)]:scroll-mb-28"
    >
      {kept && <KeptNotice draft={kept} />}
      {SECTIONS.map((section) => (
        <Section key={section.title} title={section.title}>
          {ownersOnly && section.fields.some(isOwners) && (
            <OwnersOnlyNote id={noteId(section.title)}>{OWNERS_SITE_DETAILS_NOTE}</OwnersOnlyNote>
          )}
          <div className="grid gap-4 md:grid-cols-2">{section.fields.filter((f) => !isLong(f)).map(field(section.title))}</div>
          {section.fields.filter(isLong).map(field(section.title))}
          {section.openingDays && <OpeningDays register={register} error={errorAt(errors, 'openingDays')} />}
          {section.rows && <Rows control={control} register={register} errors={errors} list={section.rows} />}
        </Section>
      ))}
      {/*
        While anything is unsaved, Save stays at the bottom of the screen, with a
        failed save's message beside it (ADMIN-12); in the flow after the last section, it covers no field.
      */}
      <div
        className={clsx(
          '-mx-3 flex flex-wrap items-center justify-end gap-x-3 gap-y-2 border-t border-slate-200 bg-navy-50 px-3 py-3',
          (isDirty || problem) && 'sticky bottom-0 z-10 shadow-[0_-4px_8px_-4px_rgba(0,0,0,0.2)]',
        )}
      >
        {problem ? (
          <div className="min-w-0 flex-1 basis-56">
            <Alert>{problem}</Alert>
          </div>
        ) : (
          isDirty && <p className="mr-auto text-sm text-slate-700">Unsaved changes</p>
        )}
        <button type="submit" className={buttonClass('solid', '', 'sm')} disabled={sending}>
          {sending && <Spinner />}
          Save site details
        </button>
      </div>
    </form>
  );
}

const isLong = (f: Field) => f.kind === 'richText' || f.kind === 'textarea' || f.kind === 'lines';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    // Focused by its link in the sections' list; clear of the sticky admin bar where there is one.
    <fieldset
      id={sectionId(title)}
      tabIndex={-1}
      className="min-w-0 scroll-mt-4 space-y-4 rounded border border-slate-200 bg-white p-4 focus:outline-2 focus:outline-offset-2 focus:outline-navy-700 sm:scroll-mt-[calc(var(--admin-bar,0px)+1rem)]"
    >
      {/* One line on a 320 px phone: a legend that wraps is cut through by the box's border. */}
      <legend className="px-1 text-base font-semibold text-slate-900 sm:text-lg">{title}</legend>
      {children}
    </fieldset>
  );
}

function OpeningDays({ register, error }: { register: UseFormRegister<FieldValues>; error?: string }) {
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium text-slate-900">Opening days</legend>
      <div className="mt-1 flex flex-wrap gap-x-4 gap-y-2">
        {WEEK_DAYS.map((day) => (
          <label key={day} className="inline-flex items-center gap-2 text-slate-900">
            <input type="checkbox" value={day} className="size-5 accent-navy-700" {...register('openingDays')} />
            {day}
          </label>
        ))}
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}

interface RowsProps {
  control: Control<FieldValues>;
  register: UseFormRegister<FieldValues>;
  errors: unknown;
  list: RowList;
}

function Rows({ control, register, errors, list: { name, legend, noun, columns } }: RowsProps) {
  const formId = useId();
  const { fields, append, remove } = useFieldArray({ control, name });
  // Only the list's own error (too many rows); each row's errors show under its fields.
  const own = (errors as Record<string, { message?: string; root?: { message?: string } } | undefined>)[name];
  const listError = own?.root?.message ?? own?.message;
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-slate-900">{legend}</legend>
      <ol className="space-y-3">
        {fields.map((row, index) => (
          <li key={row.id} className="grid items-start gap-3 rounded border border-slate-200 p-3 md:grid-cols-[1fr_2fr_auto]">
            {columns.map((c) => (
              <TextField
                key={c.name}
                id={`${formId}-${index}-${c.name}`}
                label={`${c.label} ${index + 1}`}
                kind={c.kind}
                error={errorAt(errors, `${name}.${index}.${c.name}`)}
                registration={register(`${name}.${index}.${c.name}`)}
              />
            ))}
            <button
              type="button"
              className={`${buttonClass('ghostDanger', '', 'icon')} md:mt-6`}
              aria-label={`Remove ${noun} ${index + 1}`}
              onClick={() => remove(index)}
            >
              <Trash2 aria-hidden="true" className="size-5" />
            </button>
          </li>
        ))}
      </ol>
      <FieldError id={`${formId}-error`} message={listError} />
      <button
        type="button"
        className={buttonClass('outline', '', 'sm')}
        onClick={() => append(Object.fromEntries(columns.map((c) => [c.name, ''])))}
      >
        <Plus aria-hidden="true" className="size-4" />
        Add a {noun}
      </button>
    </fieldset>
  );
}

/** The history's names of the details' fields: the form's labels. */
const SITE_LABELS: Record<string, string> = {
  pictures: 'Pictures',
  ...Object.fromEntries(
    SECTIONS.flatMap((section) => [
      ...section.fields.map((field) => [field.name, field.label]),
      ...(section.rows ? [[section.rows.name, section.rows.legend]] : []),
    ]),
  ),
};
