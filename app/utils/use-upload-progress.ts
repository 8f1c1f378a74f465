import type { SubmissionResult } from "@conform-to/react";
import { useNavigate, useRevalidator } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState } from "react";

/** Header that tells the upload endpoint a request is the form's script, not a navigation. */
export const UPLOAD_MARKER_HEADER = "X-Upload-Progress";

export type UploadState =
  | { status: "idle" }
  | { status: "uploading"; loaded: number; total: number }
  | { status: "failed" };

type UploadAnswer = { redirectTo?: string; result?: SubmissionResult<string[]> };

/**
 * Posts a form with XMLHttpRequest so the browser reports upload progress (fetch cannot). The
 * endpoint runs the same handler as the page action and answers JSON: `{ redirectTo }` after
 * success (its flash toast rides on the cookie), `{ result }` with status 400 for field errors (500 when the write failed).
 * After success the app navigates to `redirectTo` and revalidates, so the lists and the toast
 * are fresh exactly as after a normal form post.
 */
export function useUploadProgress(onInvalid: (result: SubmissionResult<string[]>) => void) {
  const [state, setState] = useState<UploadState>({ status: "idle" });
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const xhrRef = useRef<XMLHttpRequest | null>(null);
  const onInvalidRef = useRef(onInvalid);
  onInvalidRef.current = onInvalid;

  useEffect(() => () => xhrRef.current?.abort(), []);

  const upload = useCallback(
    (form: HTMLFormElement, url: string) => {
      xhrRef.current?.abort();
      const xhr = new XMLHttpRequest();
      xhrRef.current = xhr;
      const body = new FormData(form);
      setState({ status: "uploading", loaded: 0, total: 0 });
      xhr.open("POST", url);
      xhr.responseType = "json";
      xhr.setRequestHeader("Accept", "application/json");
      xhr.setRequestHeader(UPLOAD_MARKER_HEADER, "1");
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable)
          setState({ status: "uploading", loaded: event.loaded, total: event.total });
      };
      xhr.onload = () => {
        const answer = (xhr.response ?? null) as UploadAnswer | null;
        const target = new URL(url, window.location.href);
        const landed = xhr.responseURL ? new URL(xhr.responseURL) : target;
        if (landed.pathname !== target.pathname) {
          // Redirected elsewhere (signed out meanwhile): let the browser follow it as a page.
          window.location.assign(landed.href);
          return;
        }
        if (xhr.status === 200 && answer?.redirectTo) {
          const done = navigate(answer.redirectTo, { preventScrollReset: true });
          void Promise.resolve(done).then(() => revalidator.revalidate());
          return;
        }
        if ((xhr.status === 400 || xhr.status === 500) && answer?.result) {
          setState({ status: "idle" });
          onInvalidRef.current(answer.result);
          return;
        }
        if (xhr.status === 404) {
          // Deleted meanwhile (or never ours): show the page the server renders for it.
          window.location.assign(window.location.href);
          return;
        }
        setState({ status: "failed" });
      };
      xhr.onerror = () => setState({ status: "failed" });
      xhr.send(body);
    },
    [navigate, revalidator],
  );

  return { state, upload };
}
