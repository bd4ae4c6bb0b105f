/**
 * The classes of layout flaw no page may show at any width, measured in the page: text clipped or running out of its box,
 * a page that scrolls sideways, a word broken inside, a focusable control covered by something else
 * (the floating buttons, the fixed top bar). Each returns the flaws found, in words, so that a failing
 * test says where to look.
 */
import type { Page } from '@playwright/test';

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
      // A fixed element wholly beside the screen is parked there: the chat button over a page's first view (decision 025).
      const parked = s.position === 'fixed' && (r.right <= 0 || r.left >= doc.clientWidth);
      if (!parked && (r.right > doc.clientWidth + 0.5 || r.left < -0.5)) flaws.push(describe(el) + ' runs off the screen (' + Math.round(r.left) + ' to ' + Math.round(r.right) + ' px)');
      if (s.display === 'inline') continue;
      if (el.scrollWidth > el.clientWidth + 1) flaws.push(describe(el) + ' overflows sideways (' + el.scrollWidth + ' px of text in ' + el.clientWidth + ')');
      // A clamp or an ellipsis that is hiding something (card texts may be clamped: LAYOUT-2; their titles, links and buttons not).
      const cuts = s.textOverflow === 'ellipsis' || s.webkitLineClamp !== 'none';
      if (cuts && !/^(P|ARTICLE|LI)$/.test(el.tagName) && el.scrollHeight > el.clientHeight + 1) flaws.push(describe(el) + ' is cut by a line clamp');
    }
    return flaws;
  })()`);
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
  })()`);
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
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const flaws = [];
    const focusable = 'a[href],button,input:not([type=hidden]),select,textarea,iframe,summary,[tabindex]:not([tabindex="-1"])';
    for (const el of document.querySelectorAll(focusable)) {
      if (!seen(el) || outOfCarousel(el)) continue;
      el.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: 'instant' });
      await frame();
      // A link set on two lines: the middle of its first line (the middle of its whole box may be between them).
      const r = el.getClientRects()[0];
      // Taller than the screen (the map): its visible middle.
      const y = Math.min(Math.max(r.top + r.height / 2, 0), innerHeight - 1);
      const hit = document.elementFromPoint(r.left + r.width / 2, y);
      if (hit && hit !== el && !el.contains(hit)) flaws.push(describe(el) + ' is covered by ' + describe(hit.closest('a,button,header,footer,section,div') || hit));
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
    return flaws;
  })()`);
}
