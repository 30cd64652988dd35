// @mp/shared/remote: how a remote becomes a single-spa application. See README.md beside this file.
export {
  createRemoteApp,
  RemoteRoot,
  type RemoteAppOptions,
  type RemoteLayoutProps,
  type RemoteLifecycles,
  type RemoteMountProps,
  type RemotePageProps,
} from './create-remote-app';
export { RemoteErrorBoundary } from './remote-error-boundary';
export { ownedRoutes } from './remote-routes';
export { SideNavLayout, type SideNavLink } from './side-nav-layout';
