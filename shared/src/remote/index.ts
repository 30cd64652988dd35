// @mp/shared/remote: how a remote becomes a single-spa application with a react-router route tree.
// See README.md beside this file. Not a federation singleton (every remote bundles it); the react-router it
// uses is the shared `@mp/shared/router` facade, as every build's, so there is one router context (ADR 009).
export {
  createRemoteApp,
  warmCurrentPage,
  RemoteRoot,
  type RemoteAppOptions,
  type RemoteLayoutProps,
  type RemoteLifecycles,
  type RemoteMountProps,
  type RemotePageProps,
} from './create-remote-app';
export { RemoteErrorBoundary } from './remote-error-boundary';
export { lazyPage, type PreloadableComponent } from './preload';
export { ownedRoutes } from './remote-routes';
export { RemoteRoutes, routerPath } from './route-tree';
export { LinkButton, type LinkButtonProps } from './link-button';
export { SideNavLayout, type SideNavLink } from './side-nav-layout';
export { usePathTo } from './use-path-to';
