import './action-menu.css';
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Icon, type IconName } from './Icon';

export interface MenuAction {
  key: string;
  label: string;
  icon?: IconName;
  /** A link (mailto:, tel: or a page) or an action; a link leaves through the browser as links do. */
  href?: string;
  onSelect?(): void;
  testId?: string;
}

/**
 * A button that opens a short list of actions (the WAI-ARIA menu button): Enter, Space or the
 * arrow keys open it on the first or last item, the arrows, Home and End move, Escape closes it
 * and gives the focus back, Tab leaves it closed. A click elsewhere closes it too.
 */
export function MenuButton({ label, children, actions, testId }: { label: string; children: ReactNode; actions: MenuAction[]; testId?: string }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const pendingFocus = useRef<'first' | 'last'>('first');
  const id = useId();

  const items = () => Array.from(menu.current?.querySelectorAll<HTMLElement>('[role=menuitem]') ?? []);
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };

  // Opened under the button's end edge; where that would leave the screen (a button at the start of
  // a phone's row), under its start edge instead.
  useLayoutEffect(() => {
    const list = menu.current;
    if (!open || !list) return;
    if (list.getBoundingClientRect().left < 8) {
      list.style.insetInlineEnd = 'auto';
      list.style.insetInlineStart = '0';
    }
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const list = items();
    (pendingFocus.current === 'first' ? list[0] : list[list.length - 1])?.focus();
    const outside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  const openOn = (where: 'first' | 'last') => {
    pendingFocus.current = where;
    setOpen(true);
  };

  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openOn(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  const onMenuKey = (event: KeyboardEvent) => {
    const list = items();
    const at = list.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      list[(to + list.length) % list.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(at + 1);
    else if (event.key === 'ArrowUp') move(at - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(list.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') close(false);
  };

  return (
    <div className="action-menu">
      <button
        ref={button}
        type="button"
        className="button button-ghost button-small"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        aria-label={label}
        data-testid={testId}
        onClick={() => (open ? close(false) : openOn('first'))}
        onKeyDown={onButtonKey}
      >
        {children}
      </button>
      {open && (
        <ul ref={menu} id={id} className="action-menu-list" role="menu" aria-label={label} onKeyDown={onMenuKey}>
          {actions.map((action) => {
            const content = (
              <>
                {action.icon && <Icon name={action.icon} size={18} />}
                {action.label}
              </>
            );
            return (
              <li key={action.key} role="none">
                {action.href ? (
                  <a role="menuitem" tabIndex={-1} className="action-menu-item" href={action.href} data-testid={action.testId} onClick={() => close(false)}>
                    {content}
                  </a>
                ) : (
                  <button
                    role="menuitem"
                    tabIndex={-1}
                    type="button"
                    className="action-menu-item"
                    data-testid={action.testId}
                    onClick={() => {
                      close(true);
                      action.onSelect?.();
                    }}
                  >
                    {content}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
