import type { AnchorHTMLAttributes } from 'react';
import { useHref, useLinkClickHandler, useLocation, useResolvedPath, type To } from 'react-router-dom';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  state?: unknown;
}

/**
 * A link within the site: a real `<a href>` (a new tab, a long press, a page not yet taken over
 * all work as links do) that a plain click turns into a navigation in the page, with React
 * Router's own click handler. The router's `<Link>` also carries framework-mode prefetching,
 * route discovery and view transitions, which this site does not use, in every page's first load.
 */
export function Link({ to, replace, state, target, onClick, ...rest }: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { replace, state, target });
  return (
    <a
      {...rest}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) navigate(event);
      }}
    />
  );
}

/**
 * A link of the site's menu: marked as the current page (`aria-current="page"`, class `active`)
 * while the address is its page or, without `end`, a page under it.
 */
export function NavLink({ end = false, className, ...props }: LinkProps & { end?: boolean }) {
  const { pathname } = useLocation();
  const path = useResolvedPath(props.to).pathname;
  const active = pathname === path || (!end && pathname.startsWith(path) && pathname.charAt(path.length) === '/');
  return <Link {...props} aria-current={active ? 'page' : undefined} className={[className, active && 'active'].filter(Boolean).join(' ') || undefined} />;
}
