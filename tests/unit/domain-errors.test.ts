import type { ServerBuild } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  ValidationError,
  type DomainError,
} from "~/domain/shared/errors";
import {
  describeDomainError,
  domainErrorResponse,
  replyForDomainError,
} from "~/server/forms/domain-errors.server";
import { guardRoutes } from "~/server/edge/request-guards.server";

describe("a domain error in HTTP terms", () => {
  it.each([
    [new NotFoundError("expert"), { status: 404, code: "not-found" }],
    [new ForbiddenError(), { status: 403, code: "forbidden" }],
    [
      new ConflictError("offer-locked", "offers.errors.locked"),
      { status: 409, code: "offer-locked", messageKey: "offers.errors.locked" },
    ],
    [
      new ValidationError({ countryCode: ["validation.homeBaseRequired"] }),
      {
        status: 400,
        code: "validation-failed",
        fieldErrors: { countryCode: ["validation.homeBaseRequired"] },
      },
    ],
  ] as Array<[DomainError, object]>)("%s", (error, answer) => {
    expect(describeDomainError(error)).toMatchObject(answer);
    expect(domainErrorResponse(error).status).toBe((answer as { status: number }).status);
  });

  it("is answered by the request guard for a route that let it through", async () => {
    const cases: Array<[DomainError, number]> = [
      [new NotFoundError(), 404],
      [new ForbiddenError(), 403],
      [new ConflictError("locked"), 409],
    ];
    for (const [error, status] of cases) {
      const routes = guardRoutes({
        page: {
          id: "page",
          path: "x",
          module: {
            default: () => null,
            loader: async () => {
              throw error;
            },
          },
        },
      } as unknown as ServerBuild["routes"]);
      const args = { request: new Request("http://localhost:3000/x"), params: {}, context: {} };
      const thrown = await (routes.page!.module.loader as (a: typeof args) => Promise<unknown>)(
        args,
      ).catch((e: unknown) => e);
      expect(thrown).toBeInstanceOf(Response);
      expect((thrown as Response).status).toBe(status);
    }
  });

  it("becomes a form's messages where a form shows it, and nothing for other errors", () => {
    const submission = { reply: (options: object) => options };
    expect(
      replyForDomainError(submission, new ValidationError({ name: ["x.required"] }), {
        formError: "x.failed",
      }),
    ).toEqual({ formErrors: ["x.failed"], fieldErrors: { name: ["x.required"] } });
    expect(replyForDomainError(submission, new ConflictError("locked", "x.locked"))).toEqual({
      formErrors: ["x.locked"],
    });
    expect(replyForDomainError(submission, new NotFoundError())).toBeUndefined();
    expect(replyForDomainError(submission, new Error("disk I/O error"))).toBeUndefined();
  });
});
