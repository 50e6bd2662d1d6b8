import sharp from "sharp";
import { flag, nowIso } from "../../app/models/listing.server.ts";
import { insertMedia, type MediaRecord } from "../../app/models/media.server.ts";
import { storeImage } from "../../app/lib/media/image-store.server.ts";
import {
  demoAlbums,
  demoAlumniCourses,
  demoAwards,
  demoBanners,
  demoExamStaff,
  demoStaffFactHindi,
  demoFaculty,
  demoPlacedStudents,
  demoProgrammes,
} from "./demo-content.ts";
import { demoNews } from "./demo-news.ts";
import { type Db, syncIdSequence, writeTransaction } from "../client.ts";
import { type DemoPicture, demoSvg } from "./demo-images.ts";
import { seedPageDocuments } from "./page-documents.ts";
import { storeDocumentFile } from "../../app/lib/documents/document-store.server.ts";
import { insertDocument } from "../../app/models/documents.server.ts";
import { demoDocument, samplePdf } from "./demo-document.ts";

async function picture(dataDir: string, spec: DemoPicture, alt: string): Promise<MediaRecord> {
  const jpeg = await sharp(Buffer.from(demoSvg(spec)))
    .jpeg({ quality: 90 })
    .toBuffer();
  return storeImage(dataDir, jpeg, alt);
}

/** Maps one item after the other (image rendering is CPU-bound; running all at once only adds memory). */
async function inOrder<T, U>(list: readonly T[], work: (item: T, index: number) => Promise<U>): Promise<U[]> {
  const results: U[] = [];
  for (const [index, item] of list.entries()) results.push(await work(item, index));
  return results;
}

/** True when the site has no content yet (a fresh install). */
export async function isEmpty({ db }: Db): Promise<boolean> {
  const row = await db
    .selectFrom("news_items")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirst();
  return Number(row?.n ?? 0) === 0;
}

/**
 * Fills an empty database with the demo content; pictures are drawn locally. The pages of content/ come with it
 * when the database has none yet (`seedPageDocuments` leaves existing pages alone).
 */
export async function seedDemoContent(database: Db, dataDir: string): Promise<void> {
  const media: MediaRecord[] = [];
  const draw = async (spec: DemoPicture, alt: string) => {
    const record = await picture(dataDir, spec, alt);
    media.push(record);
    return record.id;
  };

  const banners = await inOrder(demoBanners, async (banner) => ({
    ...banner,
    mediaId: await draw(banner.picture, banner.title),
  }));
  const students = await inOrder(demoPlacedStudents, async (s, i) => ({
    ...s,
    mediaId: await draw({ kind: "portrait", width: 400, height: 400, seed: i }, s.name),
  }));
  const albums = await inOrder(demoAlbums, async (album) => ({
    ...album,
    images: await inOrder(album.images, async (title, i) => ({
      title,
      mediaId: await draw(
        { kind: i % 3 === 2 ? "portrait" : "scene", width: 1200, height: 800, seed: album.seed + i },
        title,
      ),
    })),
  }));
  const faculty = await inOrder(demoFaculty, async (group, g) => ({
    department: group.department,
    staff: await inOrder(group.staff, async (member, i) => ({
      ...member,
      mediaId: await draw({ kind: "portrait", width: 300, height: 300, seed: g * 5 + i + 11 }, member.name),
    })),
  }));
  const exam = await inOrder(demoExamStaff, async (member, i) => ({
    ...member,
    mediaId: await draw({ kind: "portrait", width: 300, height: 300, seed: 30 + i }, member.name),
    bannerId: await draw({ kind: "scene", width: 800, height: 300, seed: 60 + i }, ""),
  }));
  const awards = await inOrder(demoAwards, async (award, i) => ({
    ...award,
    mediaId: await draw({ kind: "award", width: 800, height: 600, seed: i }, award.caption || `Award ${i + 1}`),
  }));

  const prospectus = await storeDocumentFile(dataDir, samplePdf(demoDocument.lines));

  const created = nowIso();
  await writeTransaction(database, async (trx) => {
    for (const record of media) await insertMedia(trx, record);
    await insertDocument(trx, {
      slug: demoDocument.slug,
      title: demoDocument.title,
      file: prospectus,
      uploadedBy: null,
      at: created,
    });
    await trx
      .insertInto("news_items")
      .values(
        demoNews.map((item, i) => ({
          ...(item.id ? { id: item.id } : {}),
          kind: item.kind,
          title: item.title,
          title_hi: item.titleHi ?? null,
          target_link: item.targetLink,
          is_new: flag(item.isNew ?? false),
          sort_order: i,
          published: 1,
          created_at: item.shown?.from ?? created,
          show_from: item.shown?.from ?? null,
          show_until: item.shown?.until ?? null,
        })),
      )
      .execute();
    await trx
      .insertInto("banners")
      .values(banners.map((b, i) => ({ media_id: b.mediaId, title: b.title, sort_order: i, published: 1 })))
      .execute();
    await trx
      .insertInto("programmes")
      .values(
        demoProgrammes.map((p, i) => ({
          display_text: p.displayText,
          program_name: p.programName,
          seat_group: p.seatGroup,
          seats: p.seats,
          excluded: flag(p.excluded ?? false),
          sort_order: i,
          published: 1,
        })),
      )
      .execute();
    await trx
      .insertInto("placed_students")
      .values(
        students.map((s, i) => ({
          media_id: s.mediaId,
          name: s.name,
          session: s.session,
          company_name: s.companyName,
          sort_order: i,
          published: 1,
        })),
      )
      .execute();
    for (const [a, album] of albums.entries()) {
      const { id } = await trx
        .insertInto("gallery_albums")
        .values({
          gallery_code: album.galleryCode,
          title: album.title,
          cover_media_id: album.images[0]!.mediaId,
          sort_order: a,
          published: 1,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await trx
        .insertInto("gallery_images")
        .values(
          album.images.map((img, i) => ({
            album_id: id,
            media_id: img.mediaId,
            title: img.title,
            sort_order: i,
            published: 1,
          })),
        )
        .execute();
    }
    for (const [g, group] of faculty.entries()) {
      const { id } = await trx
        .insertInto("faculty_groups")
        .values({ department: group.department, sort_order: g })
        .returning("id")
        .executeTakeFirstOrThrow();
      if (group.staff.length === 0) continue;
      await trx
        .insertInto("faculty_staff")
        .values(
          group.staff.map((m, i) => ({
            group_id: id,
            media_id: m.mediaId,
            name: m.name,
            designation: m.designation,
            qualification: m.qualification,
            experience: m.experience,
            designation_hi: demoStaffFactHindi(m.designation),
            qualification_hi: demoStaffFactHindi(m.qualification),
            experience_hi: demoStaffFactHindi(m.experience),
            date_of_joining: m.dateOfJoining,
            sort_order: i,
            published: 1,
          })),
        )
        .execute();
    }
    await trx
      .insertInto("exam_staff")
      .values(
        exam.map((m, i) => ({
          media_id: m.mediaId,
          banner_media_id: m.bannerId,
          name: m.name,
          designation: m.designation,
          qualification: m.qualification,
          experience: m.experience,
          designation_hi: demoStaffFactHindi(m.designation),
          qualification_hi: demoStaffFactHindi(m.qualification),
          experience_hi: demoStaffFactHindi(m.experience),
          date_of_joining: m.dateOfJoining,
          sort_order: i,
          published: 1,
        })),
      )
      .execute();
    await trx
      .insertInto("alumni_courses")
      .values(demoAlumniCourses.map((text, i) => ({ display_text: text, sort_order: i, published: 1 })))
      .execute();
    await trx
      .insertInto("awards")
      .values(awards.map((a, i) => ({ media_id: a.mediaId, caption: a.caption, sort_order: i, published: 1 })))
      .execute();
  });
  await syncIdSequence(database, "news_items");
  await seedPageDocuments(database);
}
