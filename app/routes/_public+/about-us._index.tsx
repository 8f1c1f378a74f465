import { redirect } from "@remix-run/node";

export function loader() {
  throw redirect("/about-us/grow-with-us");
}
