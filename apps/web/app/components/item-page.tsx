/**
 * What the page of one item (`/services/details/:id`, `/courses/details/:id`) shares: its loader, its meta and its
 * view when the item is hidden or unknown. Outside the site chunk's folders (vite.config.ts): the 404's text would
 * bring the contract's messages into every public page's first load.
 */
import { data, type AppLoadContext, type MetaDescriptor } from 'react-router';
import { MESSAGES, richTextPlain, type ServiceItem } from '@firm/contract';
import { PageBanner } from '~/components/layout/page-banner';
import { altOf } from '~/components/picture';
import { ButtonLink } from '~/components/ui/button';
import { Container } from '~/components/ui/container';
import { contentReads } from '~/lib/content-reads';
import { itemJsonLd, type ItemSchema } from '~/lib/item-schema';
import { publicUrlOf, seo, type SeoArgs } from '~/lib/seo';

/** What an item's page (`/services/details/:id`, `/courses/details/:id`) reads of its item for its meta. */
type DetailItem = Pick<ServiceItem, '_id' | 'title' | 'summary' | 'picture' | 'paragraphs'>;

/** The visible item, of the collection `read` reads, whose id is the path's last segment; a hidden or unknown one is a 404. */
export async function detailLoader<T extends DetailItem>(
  { context, request, params }: { context: AppLoadContext; request: Request; params: { id?: string } },
  read: (reads: ReturnType<typeof contentReads>) => Promise<T[]>,
) {
  const item = (await read(contentReads(context, request))).find((i) => i._id === params.id) ?? null;
  return data({ item }, { status: item ? 200 : 404 });
}

/**
 * An item's page's title, description, link preview picture and schema.org object (through `seo`);
 * the 404's when the loader found no item.
 */
export function detailMeta(args: SeoArgs & { loaderData?: { item: DetailItem | null } }, schema: ItemSchema): MetaDescriptor[] {
  const item = args.loaderData?.item;
  if (!item) return seo(args, { title: MESSAGES.notFound, description: MESSAGES.notFound, noindex: true });
  const origin = publicUrlOf(args.matches);
  return seo(args, (site) => ({
    title: item.title,
    description: item.summary,
    image: item.picture.image ? { picture: item.picture, alt: altOf(item.picture, item.title) } : undefined,
    jsonLd: [{ '@context': 'https://schema.org', ...itemJsonLd(schema, item, richTextPlain(item.paragraphs), origin, site) }],
  }));
}

/** An item's page when the item is hidden or unknown: the collection's banner, the 404's text and a way to the list. */
export function ItemNotFound({ banner, list, listLabel }: { banner: string; list: string; listLabel: string }) {
  return (
    <>
      <PageBanner title={banner} />
      <Container className="py-16 text-center">
        <p className="text-xl font-semibold text-navy-900" role="status">
          {MESSAGES.notFound}
        </p>
        <ButtonLink to={list} className="mt-8">
          {listLabel}
        </ButtonLink>
      </Container>
    </>
  );
}
