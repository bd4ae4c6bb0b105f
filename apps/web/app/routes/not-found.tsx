import { data } from 'react-router';
import { PageBanner } from '~/components/layout/page-banner';
import { ButtonLink } from '~/components/ui/button';
import { Container } from '~/components/ui/container';
import { seo } from '~/lib/seo';
import type { Route } from './+types/not-found';

/** Unknown paths answer a real 404. */
export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, { title: 'Page not found', description: 'The page you asked for does not exist.', noindex: true });

export default function NotFound() {
  return (
    <>
      <PageBanner title="Page not found" />
      <Container className="py-16 text-center">
        <p className="text-lg">The page you are looking for does not exist or has moved.</p>
        <div className="mt-8 flex flex-wrap justify-center gap-4">
          <ButtonLink to="/">Go to the home page</ButtonLink>
          <ButtonLink to="/contact" variant="outline">
            Contact Us
          </ButtonLink>
        </div>
      </Container>
    </>
  );
}
