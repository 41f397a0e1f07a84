// What the storefront's builds share as `react-router-dom` (shared/federation.ts): the browser-side
// API of React Router 7 re-exported from its production build. A Module Federation shared module is
// bundled whole (no consumer's usage is known), and react-router-dom re-exports everything, server,
// framework and RSC code included (≈ 60 KB gzip); this list is what a single-page app can use
// (≈ 25 KB). Code keeps importing from 'react-router-dom' and its types; router-facade.test.ts fails
// when a workspace file imports a name this file does not export.
// Declarative routing only: no remote uses loaders, actions or fetchers, so the data
// router (createBrowserRouter, RouterProvider, useLoaderData, useFetcher, …) is left out, ≈ 20 KB.
// The shell renders its routes with its own BrowserRouter (shell/src/routes/shell-router.tsx).

export {
  BrowserRouter,
  createPath,
  createRoutesFromChildren,
  createRoutesFromElements,
  createSearchParams,
  generatePath,
  HashRouter,
  Link,
  MemoryRouter,
  matchPath,
  matchRoutes,
  Navigate,
  NavigationType,
  NavLink,
  Outlet,
  parsePath,
  Route,
  Router,
  Routes,
  renderMatches,
  resolvePath,
  UNSAFE_createBrowserHistory,
  useBeforeUnload,
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
} from 'react-router';
