// Where a mail's reader turns its kind of mail off: the settings page that exists for their account, on the site, in
// the mail's language. Customers have the user panel's settings, partner members the dashboard's, staff the back
// office's "My notifications".
import type { Locale } from '@mp/shared/contracts';

type MailReaderType = 'CLIENT' | 'SUPPLIER' | 'AFFILIATE' | 'SUPER';

const SETTINGS_PATH: Record<MailReaderType, string> = {
  CLIENT: '/user-panel/settings',
  SUPPLIER: '/dashboard/profile/settings',
  AFFILIATE: '/affiliates/profile/settings',
  SUPER: '/super-admin/my-settings',
};

export const mailSettingsLink = (publicUrl: string, userType: MailReaderType, locale: Locale): string =>
  `${publicUrl}${locale === 'pt' ? '/pt' : ''}${SETTINGS_PATH[userType]}`;
