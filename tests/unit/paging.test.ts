import { describe, expect, it } from "vitest";
import { pageBounds } from "~/domain/shared/paging";
import { expertsPath, expertUploadUrl } from "~/validation/expert";
import { myGigsPath } from "~/validation/offer";
import { PAGE_MAX, parsePage } from "~/validation/paging";

const page = (search: string) => parsePage(new URLSearchParams(search));

describe("?page=", () => {
  it("reads a page number and turns anything else into page 1", () => {
    expect(page("page=3")).toBe(3);
    expect(page("")).toBe(1);
    for (const value of ["", "0", "-2", "abc", "2.5", "1e400", "0x10", " "])
      expect(page(`page=${encodeURIComponent(value)}`), value).toBe(1);
    expect(page("page=4&page=9")).toBe(4);
  });

  it("caps a huge number so it cannot become a huge offset", () => {
    expect(page("page=99999999999")).toBe(PAGE_MAX);
  });
});

describe("pageBounds", () => {
  it("shows the last page for one past the end, and page 1 of an empty list", () => {
    expect(pageBounds({ page: 2, pageSize: 25 }, 60)).toEqual({
      page: 2,
      pages: 3,
      pageSize: 25,
      offset: 25,
    });
    expect(pageBounds({ page: 9, pageSize: 25 }, 60)).toMatchObject({ page: 3, offset: 50 });
    expect(pageBounds({ page: 4, pageSize: 25 }, 0)).toMatchObject({
      page: 1,
      pages: 1,
      offset: 0,
    });
    expect(pageBounds({ page: 1, pageSize: 25 }, 50)).toMatchObject({ pages: 2 });
  });
});

describe("a dialog's way back", () => {
  it("keeps the list's filter and page, and leaves out the defaults", () => {
    const base = "http://localhost/dashboard/my-gigs/abc/edit";
    expect(myGigsPath(`${base}?filter=closed&page=4`)).toBe(
      "/dashboard/my-gigs?filter=closed&page=4",
    );
    expect(myGigsPath(`${base}?filter=all&page=1`)).toBe("/dashboard/my-gigs");
    expect(myGigsPath(`${base}?filter=bogus&page=zz`)).toBe("/dashboard/my-gigs");
    expect(expertsPath("http://localhost/dashboard/experts/x/delete?page=7")).toBe(
      "/dashboard/experts?page=7",
    );
    expect(expertsPath("http://localhost/dashboard/experts/new")).toBe("/dashboard/experts");
  });

  it("sends the CV upload's twin to the same page", () => {
    expect(
      expertUploadUrl("http://localhost/dashboard/experts/e%201/edit?page=2", "expert-edit", "e 1"),
    ).toBe("/dashboard/cv-upload?form=expert-edit&expertId=e+1&page=2");
    expect(expertUploadUrl("http://localhost/dashboard/experts/new", "expert-create")).toBe(
      "/dashboard/cv-upload?form=expert-create",
    );
  });
});
