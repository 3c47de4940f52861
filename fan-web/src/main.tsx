// First, so that component stylesheets come after the global one.
import './styles/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const run = () => void import('./app/start').then(({ start }) => start(root));

/** Calls `then` once the browser has shown the page's first content (at the next frame where it cannot tell). */
function afterFirstPaint(then: () => void): void {
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(() => setTimeout(then));
    return;
  }
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    setTimeout(then);
  });
  observer.observe({ type: 'paint', buffered: true });
}

// A page the server rendered is shown first, and only then taken over: the browser paints it with
// its stylesheets and images, and then fetches the site's scripts and the page's, which the server
// named in a template for now (api/src/http/server-render.ts). Any other page is rendered as soon
// as the scripts are in (index.html names them).
const pageScripts = document.getElementById('page-scripts');
if (pageScripts instanceof HTMLTemplateElement) {
  afterFirstPaint(() => {
    document.head.append(pageScripts.content);
    run();
  });
} else run();
