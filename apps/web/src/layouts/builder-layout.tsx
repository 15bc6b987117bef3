import { Outlet } from "react-router";

/** The builder fills the window; its page draws its own top bar and panels. */
export function BuilderLayout() {
  return <Outlet />;
}
