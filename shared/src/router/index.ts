// The platform's one react-router (ADR 009): what the shell's chrome and every remote import as `react-router`.
// @mp/mf-build aliases the bare `react-router` import of every build to this file and shares it as the federation
// singleton `@mp/shared/router`: the shell provides it, so a page loads one router, tree-shaken to the names below
// (a shared module keeps all its exports, so the re-export list is the unit of tree-shaking). Declarative mode only:
// no data routers, loaders, actions or server rendering. A name missing here fails the build; add it (and bump
// @mp/shared's version) rather than importing react-router another way.
export {
  BrowserRouter,
  MemoryRouter,
  Router,
  Routes,
  Route,
  Link,
  NavLink,
  Navigate,
  Outlet,
  useHref,
  useInRouterContext,
  useLinkClickHandler,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutlet,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
  createSearchParams,
  generatePath,
  matchPath,
  matchRoutes,
  resolvePath,
  createPath,
  parsePath,
} from 'react-router';
export type {
  Location,
  LinkProps,
  NavLinkProps,
  NavigateFunction,
  NavigateOptions,
  Params,
  PathMatch,
  RouteObject,
  SetURLSearchParams,
  To,
  URLSearchParamsInit,
} from 'react-router';
