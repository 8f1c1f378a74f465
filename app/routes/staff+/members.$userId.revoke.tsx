import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { revokeStaffMember } from "~/domain/identity/staff-admin.server";
import { pageMeta } from "~/utils/seo";
import { StaffMemberConfirm } from "./__staff-member-confirm";
import { confirmStaffMemberChange, loadStaffMember } from "./__staff-member-confirm.server";

export { InsetErrorBoundary as ErrorBoundary } from "~/components/error-page";

export async function loader(args: LoaderFunctionArgs) {
  return loadStaffMember(args, "revoke");
}

export async function action({ request, params }: ActionFunctionArgs) {
  return confirmStaffMemberChange(request, "revoke", (user) =>
    revokeStaffMember(user, params.userId ?? ""),
  );
}

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, args.data?.meta ?? {});

export default function RevokeStaffMember() {
  return <StaffMemberConfirm kind="revoke" />;
}
