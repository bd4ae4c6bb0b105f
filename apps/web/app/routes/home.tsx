import { HeroSlider } from '~/components/home/HeroSlider';
import { Offers } from '~/components/home/Offers';
import { ServicesCarousel } from '~/components/home/ServicesCarousel';
import { Welcome } from '~/components/home/Welcome';
import { WhyChoose } from '~/components/home/WhyChoose';
import { seo } from '~/lib/seo';
import { serviceCard, startYear } from '~/lib/site';
import { siteData } from '~/lib/site-data';
import type { Route } from './+types/home';

export async function loader({ context, request }: Route.LoaderArgs) {
  const data = siteData(context, request);
  const [sliders, offers, services] = await Promise.all([data.sliders(), data.offers(), data.services()]);
  return { sliders, offers, services: services.map(serviceCard) };
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, (site) => ({
    title: site.name,
    description: `Building permission, planning, design, layouts and online training since ${startYear(site)}: more than ${site.works} drawing works, consultancies and query solving.`,
  }));

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <HeroSlider sliders={loaderData.sliders} />
      <Welcome />
      <ServicesCarousel services={loaderData.services} />
      <WhyChoose />
      <Offers offers={loaderData.offers} />
    </>
  );
}
