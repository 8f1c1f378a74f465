/**
 * The product's mark: public/logo-mark.svg, the favicon's drawing (public/favicon.svg) centred
 * in its tile. An image rather than inline SVG: the header is on every page, and inline paths
 * would travel twice on a first visit (in the HTML and in the page's script, which the JavaScript
 * budget counts); the file is cached after the first page. Decorative beside the product name,
 * which is the link's text.
 */
export function LogoMark({ size = 32 }: { size?: number }) {
  return <img className="logo-mark" src="/logo-mark.svg" width={size} height={size} alt="" />;
}
