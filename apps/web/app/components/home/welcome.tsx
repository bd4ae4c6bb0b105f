import { CheckCircle2 } from 'lucide-react';
import { Picture, altOf } from '~/components/picture';
import { RichText } from '~/components/rich-text';
import { ButtonLink } from '~/components/ui/button';
import { Container } from '~/components/ui/container';
import { useSiteDetails, type HomeTexts } from '~/lib/site';

/** Two columns: the welcome text with the eight reasons to join, and a picture. */
export function Welcome({ texts }: { texts: HomeTexts }) {
  const picture = useSiteDetails().pictures.welcome;
  return (
    <section aria-labelledby="welcome" className="py-16">
      <Container className="grid items-center gap-10 md:grid-cols-2">
        <div className="space-y-4">
          <h2 id="welcome" className="text-3xl font-bold text-navy-900 sm:text-4xl">
            {texts.welcomeTitle}
          </h2>
          <RichText html={texts.welcome} className="text-lg" />
          <ul className="grid gap-2 sm:grid-cols-2">
            {texts.reasons.map((r, i) => (
              <li key={i} className="flex items-start gap-2">
                <CheckCircle2 aria-hidden="true" className="mt-1 h-5 w-5 shrink-0 text-accent-600" />
                {r}
              </li>
            ))}
          </ul>
          {/* The label of HOME-2, with words for screen readers and search engines that say where it goes. */}
          <ButtonLink to="/about" className="relative mt-2">
            Read More<span className="sr-only"> about us</span>
          </ButtonLink>
        </div>
        <div className="overflow-hidden rounded-xl shadow-xl [&_img]:h-auto [&_img]:w-full">
          <Picture
            picture={picture}
            alt={altOf(picture, 'Engineers reviewing building plans at our office')}
            sizes="(min-width: 900px) 50vw, 100vw"
          />
        </div>
      </Container>
    </section>
  );
}
