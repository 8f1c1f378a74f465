// The server renders the lazily loaded error page at once, from this static import.
export { ErrorPage } from "./error-page";
