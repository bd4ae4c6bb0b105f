import { Outlet } from 'react-router';
import { ChatButton } from '~/components/layout/ChatButton';
import { Footer } from '~/components/layout/Footer';
import { ScrollToTop } from '~/components/layout/ScrollToTop';
import { TopBar } from '~/components/layout/TopBar';

/** Every public page: the fixed top bar, the page, the footer, and the two floating buttons. */
export default function PublicLayout() {
  return (
    <>
      <TopBar />
      <main id="main" tabIndex={-1} className="min-h-[60vh] pt-[var(--header-h)] focus:outline-none">
        <Outlet />
      </main>
      <Footer />
      <ScrollToTop />
      <ChatButton />
    </>
  );
}
