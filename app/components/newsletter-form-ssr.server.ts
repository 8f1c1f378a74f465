// The server renders the lazily loaded newsletter form at once, from this static import.
export { NewsletterForm } from "./newsletter-form";
