// Link, NavLink and Form for the app: Remix's own in the browser; on the server, the same markup
// written without the router for a plain path of the site (plain-link.server.tsx, decision 022).
// ESLint's no-restricted-imports sends the app's imports of these three here.
//
// The browser build replaces `.server` modules with an empty one, so there `server` has none of
// these and the names are Remix's components themselves: no code of ours reaches the browser.
import { Form as RemixForm, Link as RemixLink, NavLink as RemixNavLink } from "@remix-run/react";
import * as server from "./plain-link.server";

const onServer: Partial<typeof server> = server;

export const Link: typeof RemixLink = onServer.ServerLink ?? RemixLink;
export const NavLink: typeof RemixNavLink = onServer.ServerNavLink ?? RemixNavLink;
export const Form: typeof RemixForm = onServer.ServerForm ?? RemixForm;
