import type { Role } from '@mp/shared/routes';

/** The user menu's links by acting role (spec §6 areas); labels are the route titles. */
export const ROLE_LINKS: Record<Role, readonly { id: string; path: string }[]> = {
  CLIENT: [
    { id: 'user-panel.bookings', path: '/user-panel/bookings' },
    { id: 'user-panel.gift-cards', path: '/user-panel/gift-cards' },
    { id: 'user-panel.messages', path: '/user-panel/messages' },
    { id: 'user-panel.profile', path: '/user-panel/profile' },
    { id: 'user-panel.settings', path: '/user-panel/settings' },
  ],
  SUPPLIER: [
    { id: 'dashboard.home', path: '/dashboard' },
    { id: 'dashboard.calendar-and-bookings', path: '/dashboard/calendar-and-bookings' },
    { id: 'dashboard.sales', path: '/dashboard/sales' },
    { id: 'dashboard.profile', path: '/dashboard/profile' },
  ],
  AFFILIATE: [
    { id: 'affiliates.dashboard', path: '/affiliates/dashboard' },
    { id: 'affiliates.info', path: '/affiliates/info' },
    { id: 'affiliates.profile', path: '/affiliates/profile' },
  ],
  SUPER: [
    { id: 'super-admin.dashboard', path: '/super-admin/dashboard' },
    { id: 'super-admin.sales', path: '/super-admin/sales' },
    { id: 'super-admin.partners', path: '/super-admin/partners' },
    { id: 'super-admin.customers', path: '/super-admin/customers' },
    { id: 'super-admin.services', path: '/super-admin/services' },
  ],
};
