// A page the server rendered for a visitor (api/src/http/server-render.ts) is painted first, with
// its stylesheets and images; the site's scripts wait in a template until it is on screen, and
// are fetched then: the phone shows the page without waiting for them, and they do not compete
// with what it needs to show. A plain script of its own, so that it runs before any of them.
(() => {
  const template = document.getElementById('page-scripts');
  if (!(template instanceof HTMLTemplateElement)) return;
  let loaded = false;
  const load = () => {
    if (loaded) return;
    loaded = true;
    // Made afresh (a script taken from a template would not run), attributes and all.
    for (const node of template.content.children) {
      const element = document.createElement(node.tagName);
      for (const { name, value } of node.attributes) element.setAttribute(name, value);
      document.head.append(element);
    }
  };
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(() => setTimeout(load));
    return;
  }
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    setTimeout(load);
  });
  observer.observe({ type: 'paint', buffered: true });
})();
