import i18next from 'i18next';
import en from '../../locales/en.json';
import pt from '../../locales/pt.json';
import { roleName } from './role-name';

async function tIn(lng: 'en' | 'pt') {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng,
    resources: { en: { partnerDashboard: en }, pt: { partnerDashboard: pt } },
    defaultNS: 'partnerDashboard',
  });
  return i18n.t;
}

describe('roleName', () => {
  it('names the four roles in Portuguese (the API keys them in English)', async () => {
    const t = await tIn('pt');
    expect(['Administrator', 'Bookings manager', 'Content editor', 'Driver'].map((k) => roleName(t, k))).toEqual([
      'Administrador',
      'Gestor de reservas',
      'Editor de conteúdos',
      'Motorista',
    ]);
  });

  it('keeps the English names in English, and shows a role it does not know by its key', async () => {
    const t = await tIn('en');
    expect(roleName(t, 'Bookings manager')).toBe('Bookings manager');
    expect(roleName(t, 'Night auditor')).toBe('Night auditor');
  });
});
