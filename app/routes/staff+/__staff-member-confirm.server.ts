import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireStaff } from "~/auth/guards.server";
import { getStaffMember } from "~/domain/identity/staff-admin.server";
import { ConflictError } from "~/domain/shared/errors";
import { getT } from "~/i18n/i18n.server";
import { redirectWithToast } from "~/server/forms/toast.server";
import { ConfirmSchema } from "~/validation/staff-members";

const LIST = "/staff/members";

/** The confirmation page's data: the member (404 when not staff) and the page title. */
export async function loadStaffMember(
  { request, params }: LoaderFunctionArgs,
  kind: "revoke" | "reset",
) {
  const user = await requireStaff(request);
  const [{ t }, member] = await Promise.all([
    getT(request),
    getStaffMember(user, params.userId ?? ""),
  ]);
  return {
    member: { id: member.id, email: member.email, self: member.self },
    meta: { title: t(`staffMembers.${kind}.title`, { email: member.email }), noindex: true },
  };
}

/**
 * The confirmation's POST: checks the yes, runs the change, and goes back to the list with a
 * toast; the domain's refusal of one's own account comes back as an error toast.
 */
export async function confirmStaffMemberChange(
  request: Request,
  kind: "revoke" | "reset",
  change: (user: Awaited<ReturnType<typeof requireStaff>>) => Promise<{ email: string }>,
) {
  const user = await requireStaff(request);
  const { t } = await getT(request);
  if (!ConfirmSchema.safeParse(Object.fromEntries(await request.formData())).success)
    return redirectWithToast(request, LIST, { type: "error", text: t("staff.partners.invalid") });
  try {
    const { email } = await change(user);
    return redirectWithToast(request, LIST, {
      type: "success",
      text: t(kind === "revoke" ? "staffMembers.toast.revoked" : "staffMembers.toast.reset", {
        email,
      }),
    });
  } catch (error) {
    if (!(error instanceof ConflictError && error.code === "self")) throw error;
    return redirectWithToast(request, LIST, { type: "error", text: t("staffMembers.errors.self") });
  }
}
