// The server's side of ~/components/plain-link: Remix's Link, NavLink and Form written without
// the router when they point at a plain path of the site (decision 022). For each such link
// React Router resolves the path against the route matches and builds a click handler the server
// never uses: about a tenth of a dashboard page's CPU, and a third of the header's. The markup is
// the router's own, attribute for attribute (tests/unit/link.test.ts). Only the server loads
// this file (the browser build replaces `.server` modules with an empty one).
import {
  Form as RemixForm,
  Link as RemixLink,
  NavLink as RemixNavLink,
  useLocation,
  type FormProps,
  type LinkProps,
  type NavLinkProps,
} from "@remix-run/react";
import { forwardRef, type ForwardedRef } from "react";

/**
 * A path the router would leave as it is: absolute, no "." or ".." segment, no empty one, and no
 * lone "?" or "#" (resolving drops those). The app has no basename, so the path is the href.
 */
function isPlainPath(to: unknown): to is string {
  if (typeof to !== "string" || !to.startsWith("/")) return false;
  if (to.endsWith("?") || to.endsWith("#") || to.includes("?#")) return false;
  const path = to.split(/[?#]/, 1)[0]!;
  return !path.includes("//") && !/\/\.\.?(\/|$)/.test(path);
}

/**
 * What the <a> takes of a link's props: the router's own are dropped, and `target` is kept apart
 * because the router writes it after `href`.
 */
function anchorAttributes<P extends LinkProps | NavLinkProps>(props: P) {
  const {
    to: _to,
    prefetch: _prefetch,
    discover: _discover,
    reloadDocument: _reloadDocument,
    relative: _relative,
    replace: _replace,
    state: _state,
    preventScrollReset: _preventScrollReset,
    viewTransition: _viewTransition,
    onClick: _onClick,
    target,
    ...rest
  } = props;
  return { target, rest };
}

export const ServerLink = forwardRef<HTMLAnchorElement, LinkProps>(function Link(props, ref) {
  const { prefetch = "none", discover = "render", reloadDocument, to } = props;
  if (prefetch !== "none" || discover !== "render" || reloadDocument)
    return <RemixLink ref={ref} {...props} />;
  if (!isPlainPath(to)) return <RemixLink ref={ref} {...props} />;
  const { target, rest } = anchorAttributes(props);
  return <a {...rest} data-discover="true" href={to} ref={ref} target={target} />;
});

export const ServerNavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(
  function NavLink(props, ref) {
    const { prefetch = "none", discover = "render", reloadDocument, viewTransition, to } = props;
    if (prefetch !== "none" || discover !== "render" || reloadDocument || viewTransition)
      return <RemixNavLink ref={ref} {...props} />;
    if (!isPlainPath(to)) return <RemixNavLink ref={ref} {...props} />;
    return <PlainNavLink to={to} props={props} forwardedRef={ref} />;
  },
);

/**
 * React Router's NavLink (6.30) for a plain path on the server: active as the router works it out
 * (the location against the path as its navigator encodes it, case-insensitive unless
 * `caseSensitive`, `end`, a trailing slash) and never pending, since a server render has no
 * navigation under way.
 */
function PlainNavLink({
  to,
  props,
  forwardedRef,
}: {
  to: string;
  props: NavLinkProps;
  forwardedRef: ForwardedRef<HTMLAnchorElement>;
}) {
  const {
    "aria-current": ariaCurrentProp = "page",
    caseSensitive = false,
    className: classNameProp = "",
    end = false,
    style: styleProp,
    children,
    ...linkProps
  } = props;
  const { target, rest } = anchorAttributes(linkProps);
  let locationPathname = useLocation().pathname;
  let toPathname = new URL(to.replace(/ $/, "%20"), "http://localhost").pathname;
  if (!caseSensitive) {
    locationPathname = locationPathname.toLowerCase();
    toPathname = toPathname.toLowerCase();
  }
  const endSlash =
    toPathname !== "/" && toPathname.endsWith("/") ? toPathname.length - 1 : toPathname.length;
  const isActive =
    locationPathname === toPathname ||
    (!end && locationPathname.startsWith(toPathname) && locationPathname.charAt(endSlash) === "/");
  const renderProps = { isActive, isPending: false, isTransitioning: false };
  const className =
    typeof classNameProp === "function"
      ? classNameProp(renderProps)
      : [classNameProp, isActive ? "active" : null].filter(Boolean).join(" ");
  return (
    <a
      {...rest}
      data-discover="true"
      aria-current={isActive ? ariaCurrentProp : undefined}
      className={className}
      style={typeof styleProp === "function" ? styleProp(renderProps) : styleProp}
      href={to}
      ref={forwardedRef}
      target={target}
    >
      {typeof children === "function" ? children(renderProps) : children}
    </a>
  );
}

export const ServerForm = forwardRef<HTMLFormElement, FormProps>(function Form(props, ref) {
  if (!isPlainPath(props.action)) return <RemixForm ref={ref} {...props} />;
  const {
    fetcherKey: _fetcherKey,
    navigate: _navigate,
    reloadDocument,
    replace: _replace,
    state: _state,
    method = "get",
    action,
    onSubmit: _onSubmit,
    relative: _relative,
    preventScrollReset: _preventScrollReset,
    viewTransition: _viewTransition,
    discover = "render",
    ...rest
  } = props;
  return (
    <form
      ref={ref}
      method={method.toLowerCase() === "get" ? "get" : "post"}
      action={action}
      {...rest}
      data-discover={discover === "render" && !reloadDocument ? "true" : undefined}
    />
  );
});
