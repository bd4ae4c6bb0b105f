import { HeroSlider } from '~/components/home/hero-slider';
import { HOME_OFFERS, Offers } from '~/components/home/offers';
import { ServicesCarousel } from '~/components/home/services-carousel';
import { Welcome } from '~/components/home/welcome';
import { WhyChoose } from '~/components/home/why-choose';
import { HOME_PROJECTS, LatestProjects } from '~/components/projects/latest-projects';
import { latestProjects, projectCard } from '~/lib/projects';
import { Testimonials } from '~/components/testimonials';
import { seo } from '~/lib/seo';
import { homeTexts, serviceCard, startYear } from '~/lib/site';
import { contentReads } from '~/lib/content-reads';
import type { Route } from './+types/home';

export async function loader({ context, request }: Route.LoaderArgs) {
  const data = contentReads(context, request);
  const [sliders, offers, services, projects, site, testimonials] = await Promise.all([
    data.sliders(),
    data.offers(),
    data.services(),
    data.projects(),
    data.details(),
    data.testimonials(),
  ]);
  // The newest few (the list is newest first): with thousands of offers the page must stay small.
  return {
    sliders,
    offers: offers.slice(0, HOME_OFFERS),
    totalOffers: offers.length,
    services: services.map(serviceCard),
    projects: latestProjects(projects, HOME_PROJECTS).map(projectCard),
    home: homeTexts(site),
    testimonials,
  };
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
      <Welcome texts={loaderData.home} />
      <ServicesCarousel services={loaderData.services} />
      <LatestProjects projects={loaderData.projects} />
      <WhyChoose items={loaderData.home.whyChoose} />
      <Offers offers={loaderData.offers} total={loaderData.totalOffers} />
      <Testimonials items={loaderData.testimonials} />
    </>
  );
}
