/**
 * Keeps a length of `element` on the page's root as the CSS variable `name`, in px (`measure`, its height unless
 * told), measured again whenever its size changes and whenever `update` is called. `stop` ends it and removes the
 * variable. The admin bar's height and the room its notices take are kept this way, for what must stay clear of them.
 */
export function keepRootLength(element: HTMLElement, name: string, measure: () => number = () => element.offsetHeight) {
  const root = document.documentElement;
  const update = () => root.style.setProperty(name, `${Math.ceil(measure())}px`);
  const sizes = new ResizeObserver(update);
  sizes.observe(element);
  update();
  return {
    update,
    stop: () => {
      sizes.disconnect();
      root.style.removeProperty(name);
    },
  };
}
