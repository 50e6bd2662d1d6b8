import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import {
  albumResponse,
  alumniCourseResponse,
  apiErrorResponse,
  bannerResponse,
  examStaffResponse,
  facultyGroupResponse,
  galleryImageResponse,
  newsItemResponse,
  placedStudentResponse,
  programmeResponse,
} from "../../app/schemas/api.ts";
import { STUDENT_LOGIN_LINK_ID } from "../../app/lib/links.ts";
import { demoAlbums } from "../../db/seed/demo-content.ts";
import { demoNews } from "../../db/seed/demo-news.ts";
import { databaseKinds } from "../../tests/support/databases.ts";
import { TEST_SITE_URL, startDemoApp } from "../../tests/support/test-app.ts";

const kinds = await databaseKinds();

describe.each(kinds)("legacy API on $name", (kind) => {
  let demo: Awaited<ReturnType<typeof startDemoApp>>;
  const get = async (url: string, headers: Record<string, string> = {}) => {
    const response = await demo.app.inject({ method: "GET", url, headers });
    return { status: response.statusCode, body: response.json() as unknown };
  };

  beforeAll(async () => {
    demo = await startDemoApp(kind);
  });
  afterAll(async () => demo.close());

  /** Each GET of spec §7 with the shape pinned by its strict schema. */
  it.each([
    ["/api/ALLNews/WebNewsType?newstype=SN", newsItemResponse],
    ["/api/ALLNews/WebNewsType?newstype=NB", newsItemResponse],
    ["/api/ALLNews/WebNewsType?newstype=UL", newsItemResponse],
    ["/api/ALLNews/WebNewsType?newstype=SM", newsItemResponse],
    ["/api/ALLNews/WebNewsType?newstype=IL", newsItemResponse],
    ["/api/ALLNews/WebPlacement", placedStudentResponse],
    ["/api/WebBanner/WebBannerList", bannerResponse],
    ["/api/GalleryMaster/WebGallery", albumResponse],
    [`/api/GalleryDeatils/GalleryDeatils?code=${demoAlbums[0]!.galleryCode}`, galleryImageResponse],
    ["/api/Faculty/WebFacultyList?newstype=F", facultyGroupResponse],
    ["/api/exam-staff.json", examStaffResponse],
    ["/api/Enquiry/Program", programmeResponse],
    ["/api/FeedBack/Program", alumniCourseResponse],
  ])("GET %s answers a non-empty list of the spec's shape", async (url, schema) => {
    const { status, body } = await get(url);
    expect(status).toBe(200);
    const list = z.array(schema as z.ZodType).parse(body);
    expect(list.length).toBeGreaterThan(0);
  });

  it("returns news of the requested kind in order, with the Student Login link under its id", async () => {
    const { body } = await get("/api/ALLNews/WebNewsType?newstype=NB");
    const expected = demoNews.filter((item) => item.kind === "NB" && !item.shown).map((item) => item.title);
    expect((body as { title: string }[]).map((item) => item.title)).toEqual(expected);
    const links = (await get("/api/ALLNews/WebNewsType?newstype=IL")).body as { id: number }[];
    expect(links.map((link) => link.id)).toContain(STUDENT_LOGIN_LINK_ID);
  });

  it("never offers Diploma (AE) as a course choice", async () => {
    const { body } = await get("/api/Enquiry/Program");
    const names = (body as { programName: string }[]).map((p) => p.programName);
    expect(names).toContain("Civil");
    expect(names).not.toContain("Diploma (AE)");
  });

  it("builds image URLs from the site address", async () => {
    const { body } = await get("/api/WebBanner/WebBannerList");
    expect((body as { bannerImg: string }[])[0]!.bannerImg).toMatch(
      new RegExp(`^${TEST_SITE_URL}/images/[A-Za-z0-9_-]{16}$`),
    );
  });

  it("leaves out faculty departments that have no staff", async () => {
    const { body } = await get("/api/Faculty/WebFacultyList?newstype=F");
    const departments = (body as { staffDepartMent: string }[]).map((group) => group.staffDepartMent);
    expect(departments).toContain("Civil Engineering");
    expect(departments).not.toContain("Computer Applications");
  });

  it.each([
    ["/api/ALLNews/WebNewsType", "newstype"],
    ["/api/ALLNews/WebNewsType?newstype=XX", "newstype"],
    ["/api/Faculty/WebFacultyList?newstype=SN", "newstype"],
    ["/api/GalleryDeatils/GalleryDeatils", "code"],
    ["/api/GalleryDeatils/GalleryDeatils?code=../../etc", "code"],
  ])("GET %s is a 400 naming the parameter %s", async (url, parameter) => {
    const { status, body } = await get(url);
    expect(status).toBe(400);
    expect(apiErrorResponse.parse(body).parameter).toBe(parameter);
  });

  it("answers 404 for an unknown gallery code and an unknown endpoint", async () => {
    expect((await get("/api/GalleryDeatils/GalleryDeatils?code=no-such-album")).status).toBe(404);
    expect((await get("/api/Nothing/Here")).status).toBe(404);
  });

  it("ignores an Authorization header sent by an old client", async () => {
    const { status, body } = await get("/api/ALLNews/WebNewsType?newstype=SN", {
      authorization: "Bearer old-client-key",
    });
    expect(status).toBe(200);
    expect(body).toEqual((await get("/api/ALLNews/WebNewsType?newstype=SN")).body);
  });
});
