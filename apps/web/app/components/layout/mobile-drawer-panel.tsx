import { ChevronDown, ChevronLeft } from 'lucide-react';
import { useMemo, useState, type RefObject } from 'react';
import { Link, NavLink } from 'react-router';
import { Accordion } from 'radix-ui';
import { backLabel, navFor, type NavItem } from '~/lib/nav';
import { usePublicLayoutData } from '~/lib/site';
import { buttonClass } from '~/components/ui/button';
import { Dialog } from '~/components/ui/dialog';
import { CallLink, WhatsAppLink } from './contact-links';
import { SiteLogo } from './logo';
import { NewBadge } from './nav-styles';
import { VideoChannelLink } from './video-channel-link';

const rowLink =
  'flex min-h-11 w-full items-center px-3 py-2 text-left font-medium text-ink hover:bg-navy-50 aria-[current=page]:bg-navy-50 aria-[current=page]:font-bold aria-[current=page]:text-navy-700';

/** One accordion level; a sub menu opened inside it offers "Back to ..." to close it again. */
function Level({ items, depth, parent, onNavigate }: { items: NavItem[]; depth: number; parent?: NavItem; onNavigate: () => void }) {
  const [open, setOpen] = useState<string[]>([]);
  return (
    <Accordion.Root type="multiple" value={open} onValueChange={setOpen} asChild>
      <ul className={depth > 0 ? 'border-l-2 border-navy-100 ml-3' : ''}>
        {items.map((item) =>
          item.children ? (
            <Accordion.Item key={item.label} value={item.label} asChild>
              <li>
                <Accordion.Header asChild>
                  <div>
                    <Accordion.Trigger className={`${rowLink} justify-between [&[data-state=open]>svg]:rotate-180`}>
                      <span>
                        {item.label}
                        {item.badge ? <span className={NewBadge}>{item.badge}</span> : null}
                      </span>
                      <ChevronDown aria-hidden="true" className="h-5 w-5 transition-transform" />
                    </Accordion.Trigger>
                  </div>
                </Accordion.Header>
                <Accordion.Content>
                  {depth > 1 && parent ? (
                    <button
                      type="button"
                      className={`${rowLink} ml-3 gap-1 text-navy-700`}
                      onClick={() => setOpen(open.filter((v) => v !== item.label))}
                    >
                      <ChevronLeft aria-hidden="true" className="h-4 w-4" />
                      {backLabel(parent)}
                    </button>
                  ) : null}
                  <Level items={item.children} depth={depth + 1} parent={item} onNavigate={onNavigate} />
                </Accordion.Content>
              </li>
            </Accordion.Item>
          ) : (
            <li key={item.label}>
              {item.button ? (
                <Link
                  to={item.to!}
                  onClick={onNavigate}
                  data-tap="appointment"
                  className={buttonClass('accent', 'mx-3 my-3 w-[calc(100%-1.5rem)]')}
                >
                  {item.label}
                </Link>
              ) : (
                <NavLink to={item.to!} end onClick={onNavigate} className={rowLink}>
                  {item.label}
                  {item.badge ? <span className={NewBadge}>{item.badge}</span> : null}
                </NavLink>
              )}
            </li>
          ),
        )}
      </ul>
    </Accordion.Root>
  );
}

/**
 * The drawer of the menu below 900 px, from the right, sub menus as accordions three levels deep. Loaded
 * apart from the page (see MobileDrawer), so there is no Radix trigger: focus goes back to `trigger`.
 */
export function MobileDrawerPanel({
  open,
  onOpenChange,
  trigger,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  trigger: RefObject<HTMLButtonElement | null>;
}) {
  const close = () => onOpenChange(false);
  const { services, links } = usePublicLayoutData();
  const nav = useMemo(() => navFor({ links, services }), [links, services]);
  return (
    <Dialog
      variant="drawer"
      open={open}
      onOpenChange={onOpenChange}
      title="Menu"
      closeLabel="Close menu"
      onClosed={() => trigger.current?.focus()}
      header={
        <Link to="/" onClick={close}>
          <SiteLogo className="h-10" />
        </Link>
      }
    >
      <nav aria-label="Main" className="flex-1 overflow-y-auto py-2">
        <Level items={nav} depth={0} onNavigate={close} />
      </nav>
      {/* Call and WhatsApp one tap away in the menu too (decision 095). */}
      <div className="flex flex-col gap-2 border-t border-navy-100 p-3">
        <CallLink className={buttonClass('solid', 'w-full')} />
        <WhatsAppLink className={buttonClass('outline', 'w-full')} />
        <VideoChannelLink />
      </div>
    </Dialog>
  );
}
