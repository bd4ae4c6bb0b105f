import { HeroSlider } from '~/components/home/HeroSlider';
import { HOME_OFFERS, Offers } from '~/components/home/Offers';
import { ServicesCarousel } from '~/components/home/ServicesCarousel';
import { Welcome } from '~/components/home/Welcome';
import { WhyChoose } from '~/components/home/WhyChoose';
import { SITE } from '~/content/site';
import { seo } from '~/lib/seo';
import type { Route } from './+types/home';

export async function loader({ context }: Route.LoaderArgs) {
  const [sliders, offers] = await Promise.all([context.site.sliders(), context.site.offers()]);
  // The newest few (the list is newest first): with thousands of offers the page must stay small.
  return { sliders, offers: offers.slice(0, HOME_OFFERS), totalOffers: offers.length };
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: SITE.name,
    description: `Building permission, planning, design, layouts and online training since ${SITE.startYear}: more than ${SITE.works} drawing works, consultancies and query solving.`,
  });

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <HeroSlider sliders={loaderData.sliders} />
      <Welcome />
      <ServicesCarousel />
      <WhyChoose />
      <Offers offers={loaderData.offers} total={loaderData.totalOffers} />
    </>
  );
}
