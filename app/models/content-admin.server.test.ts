import { afterEach, describe, expect, it } from "vitest";
import { databaseKinds, type TestDatabase } from "../../tests/support/databases.ts";
import { albumImageFields, facultyStaffFields } from "../lib/content-admin/lists.ts";
import { deleteContentRow, insertContentItem, listContentItems, moveContentRow } from "./content-admin.server.ts";
import {
  findFacultyGroup,
  insertFacultyGroup,
  listFacultyGroupsForStaff,
  renameFacultyGroup,
} from "./faculty-admin.server.ts";
import { addAlbumImages, albumCodeTaken, findAlbumForStaff, setAlbumCover } from "./gallery-admin.server.ts";
import { findAlbumImages, listAlbums } from "./gallery.server.ts";
import type { MediaRecord } from "./media.server.ts";
import { listFacultyGroups } from "./staff.server.ts";

const kinds = await databaseKinds();
const media = (n: number): MediaRecord => ({
  id: `media${String(n).padStart(11, "0")}`,
  file_name: `${n}.jpg`,
  mime: "image/jpeg",
  width: 40,
  height: 30,
  alt: `picture ${n}`,
  created_at: new Date().toISOString(),
});
const window = { showFrom: "", showUntil: "" };

describe.each(kinds)("content editing models on $name", (kind) => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.cleanup();
    database = undefined;
  });

  it("orders faculty groups, and staff only within their own group", async () => {
    database = await kind.open();
    const { db } = database;
    await db
      .insertInto("media")
      .values([media(1), media(2), media(3)])
      .execute();
    const civil = await insertFacultyGroup(db, "Civil");
    const mining = await insertFacultyGroup(db, "Mining");
    await renameFacultyGroup(db, mining, "Mining Engineering");
    await moveContentRow(db, "faculty_groups", mining, "up");
    const member = (name: string, photo: number) => ({
      published: true,
      ...window,
      values: {
        photo: media(photo).id,
        name,
        designation: "Lecturer",
        qualification: "B.Tech",
        experience: "2 years",
        dateOfJoining: "2020-01-01",
      },
    });
    const civilScope = { column: "group_id", value: civil };
    await insertContentItem(db, "faculty_staff", facultyStaffFields, member("Asha", 1), civilScope);
    const ravi = await insertContentItem(db, "faculty_staff", facultyStaffFields, member("Ravi", 2), civilScope);
    await insertContentItem(db, "faculty_staff", facultyStaffFields, member("Meera", 3), {
      column: "group_id",
      value: mining,
    });
    expect(await moveContentRow(db, "faculty_staff", ravi, "up", "group_id")).toBe(true);
    expect(await moveContentRow(db, "faculty_staff", ravi, "up", "group_id")).toBe(false);

    expect(await listFacultyGroups(db)).toMatchObject([
      { department: "Mining Engineering", staff: [{ name: "Meera" }] },
      { department: "Civil", staff: [{ name: "Ravi" }, { name: "Asha" }] },
    ]);
    expect(
      (await listContentItems(db, "faculty_staff", facultyStaffFields, civilScope)).map((item) => item.alts.photo),
    ).toEqual(["picture 2", "picture 1"]);
    expect(await findFacultyGroup(db, civil)).toEqual({ id: civil, department: "Civil", staffCount: 2 });
    const empty = await insertFacultyGroup(db, "Computer Applications");
    expect((await listFacultyGroupsForStaff(db)).map((group) => group.staffCount)).toEqual([1, 2, 0]);
    await deleteContentRow(db, "faculty_groups", empty);
    expect(await findFacultyGroup(db, empty)).toBeUndefined();
  });

  it("adds several pictures to an album in order, sets the cover, and keeps codes unique", async () => {
    database = await kind.open();
    const { db } = database;
    await db
      .insertInto("media")
      .values([media(1), media(2), media(3), media(4)])
      .execute();
    const album = await db
      .insertInto("gallery_albums")
      .values({
        gallery_code: "sports-day",
        title: "Sports Day",
        cover_media_id: media(1).id,
        sort_order: 0,
        published: 1,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const ids = await addAlbumImages(db, album.id, [media(2), media(3), media(4)], "Sports Day");
    await moveContentRow(db, "gallery_images", ids[2]!, "up", "album_id");
    await setAlbumCover(db, album.id, media(4).id);

    expect((await findAlbumImages(db, "sports-day"))?.map((image) => image.mediaId)).toEqual([
      media(2).id,
      media(4).id,
      media(3).id,
    ]);
    expect(await listAlbums(db)).toEqual([
      { galleryCode: "sports-day", title: "Sports Day", coverMediaId: media(4).id },
    ]);
    expect((await findAlbumForStaff(db, album.id))?.coverMediaId).toBe(media(4).id);
    expect(
      (await listContentItems(db, "gallery_images", albumImageFields, { column: "album_id", value: album.id })).length,
    ).toBe(3);
    expect(await albumCodeTaken(db, "sports-day")).toBe(true);
    expect(await albumCodeTaken(db, "sports-day", album.id)).toBe(false);
    expect(await albumCodeTaken(db, "annual-day")).toBe(false);
  });
});
