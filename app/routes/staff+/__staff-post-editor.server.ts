import type { SubmissionResult } from "@conform-to/react";
import { data } from "@remix-run/node";
import type { StaffUser } from "~/auth/guards.server";
import { createPost, renderPostPreview, updatePost } from "~/domain/content/staff-posts.server";
import { getT } from "~/i18n/i18n.server";
import { replyForDomainError } from "~/server/forms/domain-errors.server";
import { parseForm } from "~/server/forms/form-submission.server";
import { redirectWithToast } from "~/server/forms/toast.server";
import {
  POST_BODY_MAX,
  PostEditorIntentSchema,
  PostPreviewSchema,
  PostSchema,
} from "~/validation/staff-post";

/*
 * The post editor's action, shared by /staff/posts/new and /staff/posts/<id>/edit. "Preview"
 * renders the body on the server and gives the form back unsaved, so it works without JavaScript;
 * "Save" creates or updates and redirects to the editor with a toast.
 */

export type PostEditorTarget = { kind: "create" } | { kind: "edit"; id: number };

export type PostEditorData = {
  result: SubmissionResult<string[]>;
  /** The body rendered as the post page shows it; null when the form was not previewed. */
  preview: string | null;
};

/**
 * The reply echoes each value cut to a few thousand characters (form-submission.server.ts); the
 * body may be far longer, and a preview or a refused save must not shorten the user's text.
 */
function keepBody(result: SubmissionResult<string[]>, formData: FormData) {
  const body = formData.get("body");
  if (typeof body !== "string" || !result.initialValue) return result;
  if (body.replace(/\r\n?/g, "\n").length > POST_BODY_MAX) return result;
  return { ...result, initialValue: { ...result.initialValue, body } };
}

function answer(body: PostEditorData, status: 200 | 400) {
  return data(body, { status });
}

export async function postEditorAction(
  request: Request,
  user: StaffUser,
  formData: FormData,
  target: PostEditorTarget,
) {
  const intent = PostEditorIntentSchema.safeParse(formData.get("intent"));
  // The editor's buttons send one of these; anything else did not come from the page.
  if (!intent.success) throw new Response("Unknown intent", { status: 400 });

  if (intent.data === "preview") {
    const submission = parseForm(formData, PostPreviewSchema);
    if (submission.status !== "success")
      return answer({ result: keepBody(submission.reply(), formData), preview: null }, 400);
    const preview = renderPostPreview(submission.value.body ?? "");
    return answer({ result: keepBody(submission.reply(), formData), preview }, 200);
  }

  const submission = parseForm(formData, PostSchema);
  if (submission.status !== "success")
    return answer({ result: keepBody(submission.reply(), formData), preview: null }, 400);
  const actor = user;
  const { t } = await getT(request);
  try {
    if (target.kind === "create") {
      const { id } = await createPost(actor, submission.value);
      return redirectWithToast(request, `/staff/posts/${id}/edit`, {
        type: "success",
        text: t("staffPosts.toast.created"),
      });
    }
    await updatePost(actor, target.id, submission.value);
    return redirectWithToast(request, `/staff/posts/${target.id}/edit`, {
      type: "success",
      text: t("staffPosts.toast.saved"),
    });
  } catch (error) {
    // A taken slug is a field error; anything else (an unknown id) goes to the guard.
    const reply = replyForDomainError(submission, error);
    if (!reply) throw error;
    return answer({ result: keepBody(reply, formData), preview: null }, 400);
  }
}
