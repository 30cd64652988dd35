// The customer panel's parent route: its sections in a side nav (a sideways-scrolling row on a phone) beside the page,
// so every panel page reaches the others in one click, not only through the header's account menu.
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from '@mp/shared/i18n';
import { SideNavLayout, type SideNavLink } from '@mp/shared/remote';
import { pathTo, type RouteId } from '@mp/shared/routes';

/** The panel's sections, in the order a customer looks for them; the label key is under `nav.` of userPanel. */
export const PANEL_SECTIONS: readonly { id: RouteId; key: string; end?: boolean }[] = [
  // Current on the previous and cancelled lists too.
  { id: 'user-panel.bookings', key: 'bookings', end: false },
  { id: 'user-panel.messages', key: 'messages', end: false },
  { id: 'user-panel.gift-cards', key: 'giftCards' },
  { id: 'user-panel.points-term', key: 'points' },
  { id: 'user-panel.profile', key: 'profile' },
  { id: 'user-panel.settings', key: 'settings' },
  { id: 'user-panel.help', key: 'help' },
];

export default function PanelLayout(): ReactNode {
  const { t } = useTranslation('userPanel');
  const links = useMemo<SideNavLink[]>(
    () =>
      PANEL_SECTIONS.map(({ id, key, end }) => ({
        id,
        path: pathTo(id),
        label: t(`nav.${key}`),
        ...(end === undefined ? {} : { end }),
      })),
    [t],
  );
  return <SideNavLayout label={t('nav.label')} links={links} />;
}
