/**
 * The router surface of the shell and every remote, shared as one singleton (`@familyhub/ui/router`,
 * tools/rspack/create-config.js): one router context for the host and its remotes, and only these parts of
 * react-router on the wire. A shared package is shipped whole — react-router-dom with its data routers, server
 * rendering and cookie helpers was 52 KiB of the dashboard's first paint — while this module's imports are
 * tree-shaken (ADR 0016). Import routing from here, never from react-router-dom (eslint.config.mjs).
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useSearchParams,
} from 'react-router-dom';
