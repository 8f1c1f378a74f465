// Plain-text answers the HTTP edge gives before a request reaches the app (app/server/edge/http-edge.server.ts).
const edgeEn = {
  methodNotAllowed: "This site does not accept that kind of request.",
  badTarget: "The request must ask for a path on this site, such as /gigs.",
  tooLarge:
    "The request is too large. A form may send at most {{formLimit}} and a CV upload at most {{uploadLimit}}.",
  badRequest: "The request could not be understood.",
  timeout: "The request took too long to arrive. Please try again.",
  headersTooLarge: "The request headers are too large. Clearing this site's cookies may help.",
  tooManyConnections: "Too many connections from your address. Please try again in a moment.",
};

export default edgeEn;
