import { MESSAGES } from '@firm/contract';
import { PageBanner } from '~/components/layout/page-banner';
import { ButtonLink } from '~/components/ui/button';
import { Container } from '~/components/ui/container';

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
