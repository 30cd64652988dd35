// The `./app` expose: single-spa lifecycles made by the shared remote factory.
import { createRemoteApp } from '@mp/shared/remote';
import { appOptions } from './app-options';

export const { bootstrap, mount, unmount } = createRemoteApp(appOptions);
