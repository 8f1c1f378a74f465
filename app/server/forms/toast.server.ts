import { redirect } from "@remix-run/node";
import { z } from "zod";
import { getUiSession, uiSessionStorage } from "./ui-session.server";

export const TOAST_TYPES = ["error", "info", "success", "warning"] as const;
// Bounded so the UI cookie that carries pending toasts stays small (ui-session.server.ts).
export const MAX_TOASTS = 5;
const MAX_TITLE_LENGTH = 120;
const MAX_TEXT_LENGTH = 500;
export const DEFAULT_TOAST_DURATION = 5000;

export const ToastSchema = z.object({
  id: z.string(),
  type: z.enum(TOAST_TYPES).default("info"),
  title: z
    .string()
    .transform((s) => s.slice(0, MAX_TITLE_LENGTH))
    .optional(),
  text: z.string().transform((s) => s.slice(0, MAX_TEXT_LENGTH)),
  duration: z.number().int().positive().default(DEFAULT_TOAST_DURATION),
});
export type Toast = z.infer<typeof ToastSchema>;
export type ToastInput = Omit<z.input<typeof ToastSchema>, "id">;

const KEY = "toasts";

type UiSession = Awaited<ReturnType<typeof getUiSession>>;

/** Adds a toast to a UI session the caller commits itself (when it changes more than the flash). */
export function addToast(session: UiSession, toast: ToastInput) {
  const existing = z
    .array(ToastSchema)
    .catch([])
    .parse(session.get(KEY) ?? []);
  const next = [...existing, ToastSchema.parse({ ...toast, id: crypto.randomUUID() })];
  session.flash(KEY, next.slice(-MAX_TOASTS));
}

/** Adds a toast to the flash; the next page that renders shows it once. */
export async function flashToast(request: Request, toast: ToastInput, headers = new Headers()) {
  const session = await getUiSession(request);
  addToast(session, toast);
  headers.append("Set-Cookie", await uiSessionStorage().commitSession(session));
  return headers;
}

export async function redirectWithToast(
  request: Request,
  url: string,
  toast: ToastInput,
  init?: ResponseInit,
) {
  const headers = await flashToast(request, toast, new Headers(init?.headers));
  return redirect(url, { ...init, headers });
}

/** Reads and clears the flashed toasts; the returned header must be sent with the response. */
export async function consumeToasts(request: Request) {
  const session = await getUiSession(request);
  const raw = session.get(KEY);
  // Leaving the sign-in pages forgets where sign-in would have returned to (specification).
  const path = new URL(request.url).pathname;
  const forgetReturnTo = session.has("returnTo") && !/^\/(sign-in|register|auth)(\/|$)/.test(path);
  if (forgetReturnTo) session.unset("returnTo");
  if (!raw && !forgetReturnTo) return { toasts: [] as Toast[], setCookie: null };
  const toasts = raw ? z.array(ToastSchema).catch([]).parse(raw).slice(-MAX_TOASTS) : [];
  return { toasts, setCookie: await uiSessionStorage().commitSession(session) };
}
