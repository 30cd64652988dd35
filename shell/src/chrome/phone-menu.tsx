import { useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '@mp/shared/i18n';
import { menuIconMarkup, searchIconMarkup } from '@mp/shared/routes';

/**
 * A disclosure of the phone header, open until the user navigates: it remembers the history entry it was opened
 * on, so any navigation (a link in it, the locale switch, Back) closes it without an effect.
 */
function useOpenUntilNavigation(): [boolean, (open: boolean) => void] {
  const { key } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  return [openOn === key, (open) => setOpenOn(open ? key : null)];
}

/**
 * The phone header's menu (phone first): a button (aria-expanded, aria-controls) and the panel it shows
 * under the header row. Opening puts focus on the panel's first control; Escape closes it and gives focus back to
 * the button; a click outside or a navigation closes it; so does opening the log-in modal from it, focus back on
 * the button first so the modal returns it there.
 */
export function PhoneMenu({ children }: { children: ReactNode }): ReactNode {
  const [open, setOpen] = useOpenUntilNavigation();
  const { t } = useTranslation('shell');
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const close = useRef(() => {});
  close.current = () => setOpen(false);

  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector<HTMLElement>('a[href], button:not([disabled])')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close.current();
      button.current?.focus();
    };
    const onPointer = (event: Event) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !button.current?.contains(target)) close.current();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  const onPanelClick = (event: MouseEvent) => {
    if (!(event.target as Element).closest('.auth button')) return;
    setOpen(false);
    button.current?.focus();
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        className="icon-button menu-button"
        aria-expanded={open}
        aria-controls={id}
        aria-label={open ? t('header.closeMenu') : t('header.menu')}
        onClick={() => setOpen(!open)}
      >
        <span aria-hidden="true" dangerouslySetInnerHTML={{ __html: menuIconMarkup() }} />
      </button>
      {/* Always in the DOM (hidden when closed) so aria-controls names an element; its content is drawn only while
          open, as the search row's is: a closed menu costs the page's start-up nothing (ADR 042). */}
      <div ref={panel} id={id} className="panel" hidden={!open} onClick={onPanelClick}>
        {open && children}
      </div>
    </>
  );
}

/** The phone header's search: an icon button that shows the search field in a row of its own, focused. */
export function PhoneSearch({ children }: { children: ReactNode }): ReactNode {
  const [open, setOpen] = useOpenUntilNavigation();
  const { t } = useTranslation('shell');
  const id = useId();
  return (
    <>
      <button
        type="button"
        className="icon-button search-button"
        aria-expanded={open}
        aria-controls={id}
        aria-label={open ? t('header.searchHide') : t('header.searchShow')}
        onClick={() => setOpen(!open)}
      >
        <span aria-hidden="true" dangerouslySetInnerHTML={{ __html: searchIconMarkup() }} />
      </button>
      <div id={id} className="search-row" hidden={!open}>
        {open && children}
      </div>
    </>
  );
}
