// The `./app` expose: single-spa lifecycles made by the shared remote factory.
import { queryClient } from '@mp/shared/api';
import { createRemoteApp, type RemoteLifecycles } from '@mp/shared/remote';
import { localeStore } from '@mp/shared/stores';
import { prefetchWebsiteHomeWhenIdle } from '../features/home/api/get-website-home';
import { appOptions } from './app-options';

const app = createRemoteApp(appOptions);

export const { bootstrap, unmount } = app;

/**
 * Mounts the remote's page and then, once the browser is idle, asks for the home hero's words (unless cached): a later
 * in-app visit to the home then draws them at once instead of the built-in words first.
 */
export const mount: RemoteLifecycles['mount'] = async (props) => {
  // Counted from the page's first render (mount waits for the page's strings and code), so it never competes with them.
  await app.mount(props);
  prefetchWebsiteHomeWhenIdle(queryClient, localeStore.getState().locale);
};
