import type { FastifyInstance, FastifyReply } from "fastify";
import type { Kysely } from "kysely";
import { z } from "zod";
import { languageOf, translator } from "../../app/messages/catalogue.ts";
import { listAlumniCourses } from "../../app/models/alumni-courses.server.ts";
import { listBanners } from "../../app/models/banners.server.ts";
import { findAlbumImages, listAlbums } from "../../app/models/gallery.server.ts";
import { listNews, newsTypeCodes } from "../../app/models/news.server.ts";
import { listPlacedStudents } from "../../app/models/placed-students.server.ts";
import { listProgrammeChoices } from "../../app/models/programmes.server.ts";
import { listExamStaff, listFacultyGroups } from "../../app/models/staff.server.ts";
import type { Database } from "../../db/schema.ts";

/**
 * The legacy GET endpoints' paths, each with the query parameters it reads. Their answers are public and the same
 * for everyone, so the page cache keeps them like pages (server/page-cache/cache-key.ts), keyed by these
 * parameters alone.
 */
export const LEGACY_API_QUERIES: Readonly<Record<string, readonly string[]>> = {
  "/api/ALLNews/WebNewsType": ["newstype"],
  "/api/ALLNews/WebPlacement": [],
  "/api/WebBanner/WebBannerList": [],
  "/api/GalleryMaster/WebGallery": [],
  "/api/GalleryDeatils/GalleryDeatils": ["code"],
  "/api/Faculty/WebFacultyList": ["newstype"],
  "/api/exam-staff.json": [],
  "/api/Enquiry/Program": [],
  "/api/FeedBack/Program": [],
};

function badParameter(reply: FastifyReply, parameter: string, message: string) {
  return reply.code(400).send({ error: "Bad Request", message, parameter });
}

/**
 * The GET endpoints of spec §7 under /api/, with the old paths, queries and field names, so existing clients
 * keep working. No key is needed; an Authorization header sent by an old client is simply ignored. `db` is the
 * page cache's tracked handle when the cache is on, so an answer is kept until a table it read changes.
 */
export function registerLegacyApi(app: FastifyInstance, db: Kysely<Database>, siteUrl: string) {
  const imageUrl = (mediaId: string) => `${siteUrl}/images/${mediaId}`;

  app.get("/api/ALLNews/WebNewsType", async (request, reply) => {
    const query = z.object({ newstype: z.enum(newsTypeCodes) }).safeParse(request.query);
    if (!query.success) {
      const t = translator(languageOf(request));
      return badParameter(reply, "newstype", t("api.newsTypeChoice", { types: newsTypeCodes.join(", ") }));
    }
    return listNews(db, query.data.newstype);
  });

  app.get("/api/ALLNews/WebPlacement", async () =>
    (await listPlacedStudents(db)).map((student) => ({
      photo: imageUrl(student.mediaId),
      name: student.name,
      session: student.session,
      companyname: student.companyName,
    })),
  );

  app.get("/api/WebBanner/WebBannerList", async () =>
    (await listBanners(db)).map((banner) => ({ bannerImg: imageUrl(banner.mediaId), title: banner.title })),
  );

  app.get("/api/GalleryMaster/WebGallery", async () =>
    (await listAlbums(db)).map((album) => ({
      title: album.title,
      coverImg: imageUrl(album.coverMediaId),
      galleryCode: album.galleryCode,
    })),
  );

  app.get("/api/GalleryDeatils/GalleryDeatils", async (request, reply) => {
    const query = z.object({ code: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) }).safeParse(request.query);
    const t = translator(languageOf(request));
    if (!query.success) return badParameter(reply, "code", t("api.galleryCode"));
    const images = await findAlbumImages(db, query.data.code);
    if (!images) return reply.code(404).send({ error: "Not Found", message: t("api.noGallery") });
    return images.map((image) => ({ image: imageUrl(image.mediaId), title: image.title }));
  });

  app.get("/api/Faculty/WebFacultyList", async (request, reply) => {
    const query = z.object({ newstype: z.literal("F") }).safeParse(request.query);
    if (!query.success) return badParameter(reply, "newstype", translator(languageOf(request))("api.newsTypeFaculty"));
    return (await listFacultyGroups(db)).map((group) => ({
      staffDepartMent: group.department,
      stafflist: group.staff.map((member) => ({
        staffPhoto: imageUrl(member.mediaId),
        staffName: member.name,
        desigantion: member.designation,
        qualification: member.qualification,
        experience: member.experience,
        doj: member.dateOfJoining,
      })),
    }));
  });

  app.get("/api/exam-staff.json", async () =>
    (await listExamStaff(db)).map((member) => ({
      name: member.name,
      designation: member.designation,
      qualification: member.qualification,
      experience: member.experience,
      joiningDate: member.dateOfJoining,
      image: imageUrl(member.mediaId),
      bannerImage: imageUrl(member.bannerMediaId),
    })),
  );

  app.get("/api/Enquiry/Program", async () => listProgrammeChoices(db));

  app.get("/api/FeedBack/Program", async () => listAlumniCourses(db));

  app.all("/api/*", async (request, reply) =>
    reply.code(404).send({ error: "Not Found", message: translator(languageOf(request))("api.noEndpoint") }),
  );
}
