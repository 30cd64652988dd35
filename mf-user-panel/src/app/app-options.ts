import type { RemoteAppOptions } from '@mp/shared/remote';
import { UserPanelFrame } from '../features/frame/user-panel-frame';
import { ownedRoutes } from '@mp/shared/remote';
import en from '../locales/en.json';
import pt from '../locales/pt.json';

/** The customer user panel (/user-panel/*): every page says whose panel it is. */
export const appOptions: RemoteAppOptions = {
  name: 'mf-user-panel',
  namespace: 'userPanel',
  resources: { en, pt },
  pages: Object.fromEntries(ownedRoutes('mf-user-panel').map(({ route }) => [route.id, UserPanelFrame])),
};
