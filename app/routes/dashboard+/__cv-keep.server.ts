import type { RegisteredUser } from "~/auth/guards.server";
import { clientOf } from "~/auth/session.server";
import {
  getCvRetention,
  keepCv,
  type KeepTarget,
} from "~/domain/experts/cv-retention-views.server";
import { getEnv } from "~/env.server";
import { getT } from "~/i18n/i18n.server";
import { redirectWithToast } from "~/server/forms/toast.server";
import { formatDate } from "~/utils/dates";

/*
 * The keep question of CV retention (decision 051), shared by a company's expert
 * (experts.$expertId.keep-cv) and a freelancer's own CV (freelancer-information.keep-cv): the
 * notice mail links to it. A foreign or missing expert is the domain's NotFoundError: a 404.
 */

/** The loader's data: where the CV stands, in the reader's words. */
export async function keepCvQuestion(
  request: Request,
  user: RegisteredUser,
  target: KeepTarget,
  back: string,
) {
  const months = getEnv().CV_RETENTION_MONTHS;
  const [{ t, locale }, state] = await Promise.all([
    getT(request),
    getCvRetention(user, target, months),
  ]);
  const own = target === "own";
  return {
    keep: {
      own,
      name: state.name,
      filename: state.cv?.filename ?? null,
      added: state.cv ? formatDate(state.cv.addedAt, locale) : null,
      deleteOn: state.deleteFrom ? formatDate(state.deleteFrom, locale) : null,
      noticed: state.noticedAt ? formatDate(state.noticedAt, locale) : null,
      activeOffer: state.activeOffer,
      months,
    },
    back,
    meta: {
      title: t(own ? "cvRetention.keep.titleOwn" : "cvRetention.keep.title"),
      noindex: true,
    },
  };
}

export type KeepCvQuestion = Awaited<ReturnType<typeof keepCvQuestion>>;

/** The action: keep the CV, then back with a toast that says until when at the earliest. */
export async function keepCvAnswer(
  request: Request,
  user: RegisteredUser,
  target: KeepTarget,
  back: string,
) {
  const result = await keepCv(
    { ...user, ...clientOf(request) },
    target,
    getEnv().CV_RETENTION_MONTHS,
  );
  const { t, locale } = await getT(request);
  if (!result.ok)
    return redirectWithToast(request, back, {
      type: "error",
      text: t("cvRetention.keep.nothingToKeep"),
    });
  const values = { name: result.name, date: formatDate(result.deleteFrom, locale) };
  return redirectWithToast(request, back, {
    type: "success",
    text: t(target === "own" ? "cvRetention.keep.keptOwn" : "cvRetention.keep.kept", values),
  });
}
