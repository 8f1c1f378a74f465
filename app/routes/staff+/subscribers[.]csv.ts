import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireStaff } from "~/auth/guards.server";
import { exportSubscribers } from "~/domain/newsletter/subscribers.server";
import { helsinkiDate } from "~/utils/dates";

/** The active subscribers as a CSV download, streamed; each download is audited. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireStaff(request);
  return new Response(await exportSubscribers(user), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="gig-newsletter-subscribers-${helsinkiDate(new Date())}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
