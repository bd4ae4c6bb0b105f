/**
 * The classes of layout flaw no page may show at any width, measured in the page: text clipped or running out of its box,
 * a page that scrolls sideways, a word broken inside, a focusable control covered by something else
 * (the floating buttons, the fixed top bar). Each returns the flaws found, in words, so that a failing
 * test says where to look.
 */

/** What the checks need of a page: Playwright's, or Puppeteer's driving Firefox (e2e/firefox). */
type Page = { evaluate(expression: string): Promise<unknown> };

/** Runs in the page: a short name of an element for the reports ('h1 "BUILDING PERMISSION…"'). */
const DESCRIBE = `(el) => {
  const text = (el.getAttribute('aria-label') || el.textContent || '').trim().replace(/\\s+/g, ' ');
  return el.tagName.toLowerCase() + (text ? ' "' + text.slice(0, 40) + '"' : '');
}`;

/** Runs in the page: false for what nobody sees (display none, visibility hidden, the 1 px clipped text of screen readers). */
const SEEN = `(el) => {
  if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) return false;
  for (let a = el; a; a = a.parentElement) {
    const s = getComputedStyle(a);
    if (s.clip !== 'auto' || s.clipPath !== 'none' || a.closest('[inert],[aria-hidden="true"]')) return false;
  }
  const r = el.getBoundingClientRect();
  return r.width > 1 && r.height > 1;
}`;

/** Runs in the page: whether an element is a slide a carousel has scrolled out of its view (hidden by design). */
const OUT_OF_ITS_CAROUSEL = `(el) => {
  const slide = el.closest('[aria-roledescription="slide"]');
  if (!slide) return false;
  const view = slide.parentElement.parentElement.getBoundingClientRect();
  const r = slide.getBoundingClientRect();
  return r.right <= view.left + 1 || r.left >= view.right - 1;
}`;

/**
 * Headings, links, buttons, labels and cards whose text is cut (an ellipsis, a line clamp) or runs out
 * of the element (scrollWidth past clientWidth) or off the screen, and a document that scrolls sideways.
 */
export function overflowFlaws(page: Page): Promise<string[]> {
  return page.evaluate(`(() => {
    const describe = ${DESCRIBE};
    const seen = ${SEEN};
    const outOfCarousel = ${OUT_OF_ITS_CAROUSEL};
    const flaws = [];
    const doc = document.documentElement;
    if (doc.scrollWidth > doc.clientWidth) flaws.push('the page scrolls sideways: ' + doc.scrollWidth + ' px wide in ' + doc.clientWidth);
    const selector = 'h1,h2,h3,h4,h5,h6,a,button,label,legend,summary,article,main li,footer li,address,address p';
    for (const el of document.querySelectorAll(selector)) {
      if (!seen(el) || outOfCarousel(el)) continue;
      const s = getComputedStyle(el);
      const r = el.getBoundingClientRect();
      if (r.right > doc.clientWidth + 0.5 || r.left < -0.5) flaws.push(describe(el) + ' runs off the screen (' + Math.round(r.left) + ' to ' + Math.round(r.right) + ' px)');
      if (s.display === 'inline') continue;
      if (el.scrollWidth > el.clientWidth + 1) flaws.push(describe(el) + ' overflows sideways (' + el.scrollWidth + ' px of text in ' + el.clientWidth + ')');
      // A clamp or an ellipsis that is hiding something (card texts may be clamped: LAYOUT-2; their titles, links and buttons not).
      const cuts = s.textOverflow === 'ellipsis' || s.webkitLineClamp !== 'none';
      if (cuts && !/^(P|ARTICLE|LI)$/.test(el.tagName) && el.scrollHeight > el.clientHeight + 1) flaws.push(describe(el) + ' is cut by a line clamp');
    }
    return flaws;
  })()`) as Promise<string[]>;
}

/**
 * Words broken across two lines inside themselves. Every word of every visible text node is measured
 * with a Range: its boxes (one per line it is set on) must all share one line. A break is allowed
 * right after '@', '/' or '-' (the places an address, a path or a compound may break), so the word
 * is measured in pieces cut after those.
 */
export function brokenWordFlaws(page: Page): Promise<string[]> {
  return page.evaluate(`(() => {
    const describe = ${DESCRIBE};
    const seen = ${SEEN};
    const flaws = [];
    const checked = new Map();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script,style,noscript,template')) continue;
      if (!checked.has(parent)) checked.set(parent, seen(parent));
      if (!checked.get(parent)) continue;
      const text = node.data;
      for (const word of text.matchAll(/[^\\s]+/gu)) {
        let start = word.index;
        for (const piece of word[0].split(/(?<=[@/-])/u)) {
          const range = document.createRange();
          range.setStart(node, start);
          range.setEnd(node, start + piece.length);
          start += piece.length;
          const lines = new Set([...range.getClientRects()].filter((b) => b.width > 0).map((b) => Math.round(b.bottom)));
          if (lines.size > 1) flaws.push('"' + piece + '" is broken across lines in ' + describe(parent));
        }
      }
    }
    return flaws;
  })()`) as Promise<string[]>;
}

/**
 * Focusable controls something else lies over. Each one is brought into view as keyboard focus brings
 * it (scrollIntoView, which keeps the page's scroll-padding clear of the fixed top bar and the floating
 * buttons), then the point at its centre must hit the control itself or something inside it.
 */
export function coveredControlFlaws(page: Page): Promise<string[]> {
  return page.evaluate(`(async () => {
    const describe = ${DESCRIBE};
    const seen = ${SEEN};
    const outOfCarousel = ${OUT_OF_ITS_CAROUSEL};
    // The next frame, or 1 s where none comes: once, in a run of two processes, the walk waited out its test's 60 s for
    // one. A frame takes about 16 ms; the whole second is for a page starved of the machine, whose frames come late.
    const frame = () => new Promise((resolve) => (requestAnimationFrame(resolve), setTimeout(resolve, 1000)));
    /** What lies at the middle of the control's first line (a link set on two lines may have a gap in its middle), if not the control itself. */
    const cover = (el) => {
      const r = el.getClientRects()[0];
      // Taller than the screen (the map): its visible middle.
      const y = Math.min(Math.max(r.top + r.height / 2, 0), innerHeight - 1);
      const hit = document.elementFromPoint(r.left + r.width / 2, y);
      return hit && hit !== el && !el.contains(hit) ? hit : null;
    };
    const flaws = [];
    await frame();
    const focusable = 'a[href],button,input:not([type=hidden]),select,textarea,iframe,summary,[tabindex]:not([tabindex="-1"])';
    for (const el of document.querySelectorAll(focusable)) {
      if (!seen(el) || outOfCarousel(el)) continue;
      const was = el.getBoundingClientRect();
      const scrolled = [scrollX, scrollY];
      el.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: 'instant' });
      // What a scroll changes comes with the next frame: its scroll events are dispatched before that frame's callbacks,
      // and what their listeners change (the top bar's height, the scroll-to-top button) is in the page by then. Nothing
      // scrolled (the control did not move, nor the window) leaves the page as the last control's frame left it.
      const now = el.getBoundingClientRect();
      if (now.top !== was.top || now.left !== was.left || scrollX !== scrolled[0] || scrollY !== scrolled[1]) await frame();
      // A cover seen then is looked for again two frames later: a flaw is what stays, not a page still settling after the
      // scroll (an offer's link in the home page's carousel at 768 px). Two frames after every scroll doubled the walk's time.
      let hit = cover(el);
      if (hit) {
        await frame();
        await frame();
        hit = cover(el);
      }
      if (hit) flaws.push(describe(el) + ' is covered by ' + describe(hit.closest('a,button,header,footer,section,div') || hit));
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
    return flaws;
  })()`) as Promise<string[]>;
}

/**
 * Text and controls a floating button lies over (LAYOUT-3, decision 095). The floating buttons are the
 * `[data-floating]` elements, in the window's bottom corners with no band behind them; the page passes under
 * them as under the fixed top bar, so this measures a page where nothing may be under them: its end, or a
 * control brought into view by focus. The text and controls measured are the parts of them below the top bar
 * (`only`: the elements it selects alone, and whole): every text node's lines (a Range's boxes) and every
 * control's box must keep clear of every floating button's box.
 */
export function floatingFlaws(page: Page, { only = '' }: { only?: string } = {}): Promise<string[]> {
  return page.evaluate(`(() => {
    const describe = ${DESCRIBE};
    const seen = ${SEEN};
    const only = ${JSON.stringify(only)};
    const flaws = [];
    const floats = [...document.querySelectorAll('[data-floating]')].filter(seen);
    if (floats.length === 0) return ['no floating button shows'];
    const top = only ? 0 : document.querySelector('header').getBoundingClientRect().bottom;
    const overlap = (a, b) => Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;
    const mine = (el) => el.closest('header,[data-floating]');
    const check = (what, box) => {
      const seenPart = { left: box.left, right: box.right, top: Math.max(box.top, top), bottom: Math.min(box.bottom, innerHeight) };
      if (seenPart.bottom - seenPart.top <= 0.5) return;
      for (const f of floats) if (overlap(f.getBoundingClientRect(), seenPart)) flaws.push(describe(f) + ' lies over ' + what);
    };
    const controls = only || 'a[href],button,input:not([type=hidden]),select,textarea,iframe,summary,label';
    for (const el of document.querySelectorAll(controls)) {
      if (!seen(el) || mine(el)) continue;
      check(describe(el), el.getBoundingClientRect());
    }
    const roots = only ? [...document.querySelectorAll(only)] : [document.body];
    for (const root of roots) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || !node.data.trim() || parent.closest('script,style,noscript,template') || mine(parent) || !seen(parent)) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const line of range.getClientRects()) if (line.width > 0) check('the text "' + node.data.trim().slice(0, 40) + '"', line);
      }
    }
    return [...new Set(flaws)];
  })()`) as Promise<string[]>;
}

/**
 * The floating buttons themselves (LAYOUT-3, decision 095): each whole in the window, none over another (Call,
 * WhatsApp, scroll-to-top), and no band behind them: between two neighbours, and beside the last one, the page
 * itself shows at their height, nothing fixed.
 */
export function floatingButtonFlaws(page: Page): Promise<string[]> {
  return page.evaluate(`(() => {
    const describe = ${DESCRIBE};
    const seen = ${SEEN};
    const flaws = [];
    const floats = [...document.querySelectorAll('[data-floating]')].filter(seen).map((el) => [el, el.getBoundingClientRect()]);
    if (floats.length === 0) return ['no floating button shows'];
    floats.sort((a, b) => a[1].left - b[1].left);
    const overlap = (a, b) => Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;
    const fixed = (el) => {
      for (let a = el; a; a = a.parentElement) if (getComputedStyle(a).position === 'fixed') return a;
      return null;
    };
    for (const [i, [el, r]] of floats.entries()) {
      if (r.left < 0 || r.top < 0 || r.right > innerWidth || r.bottom > innerHeight) flaws.push(describe(el) + ' is not whole in the window');
      for (const [other, o] of floats.slice(i + 1)) if (overlap(r, o)) flaws.push(describe(el) + ' lies over ' + describe(other));
      const nextLeft = floats[i + 1] ? floats[i + 1][1].left : innerWidth;
      if (nextLeft - r.right < 4) continue;
      const hit = document.elementFromPoint((r.right + nextLeft) / 2, r.top + r.height / 2);
      if (hit && fixed(hit)) flaws.push('beside ' + describe(el) + ' lies ' + describe(fixed(hit)) + ', fixed: a band behind the floating buttons');
    }
    return flaws;
  })()`) as Promise<string[]>;
}
