import type { RemoteAppOptions } from '@mp/shared/remote';
import { SearchPage } from '../features/search/search-page';
import en from '../locales/en.json';
import pt from '../locales/pt.json';

/** Everything public (spec §2): every page frame comes from the route table; search shows its term. */
export const appOptions: RemoteAppOptions = {
  name: 'mf-catalogue',
  namespace: 'catalogue',
  resources: { en, pt },
  pages: { search: SearchPage },
};
