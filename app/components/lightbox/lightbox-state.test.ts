import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  MAX_ZOOM,
  MIN_ZOOM,
  clampIndex,
  defaultOptions,
  downloadFileName,
  imageLabel,
  isQuarterTurned,
  keyAction,
  layout,
  nextIndex,
  previousIndex,
  resolveOptions,
  rotateLeft,
  rotateRight,
  validateAlbum,
  zoomIn,
  zoomOut,
} from "./lightbox-state.ts";

const album = [
  { src: "/images/a", caption: "A" },
  { src: "/images/b", caption: "B" },
];

describe("validateAlbum", () => {
  it.each([[undefined], [null], ["photos"], [{ src: "/a" }], [[]], [42]])("rejects %j as the album", (value) => {
    expect(() => validateAlbum(value, 0)).toThrow(new Error("No album data or album data is not correct in type"));
  });

  it.each([[[{ caption: "no source" }]], [[{ src: "" }]], [[{ src: "/a" }, { src: 7 }]], [[null]], [["/a"]]])(
    "rejects %j because an item has no source",
    (value) => {
      expect(() => validateAlbum(value, 0)).toThrow(new Error("One of the album data does not have source data"));
    },
  );

  it.each([["1"], [undefined], [null], [Number.NaN], [{}]])("rejects %j as the start index", (index) => {
    expect(() => validateAlbum(album, index)).toThrow(new Error("Current image index is not a number"));
  });

  it("checks the album before the index", () => {
    expect(() => validateAlbum([], "x")).toThrow("No album data or album data is not correct in type");
  });

  it("accepts a list of items with sources and a numeric index", () => {
    expect(() => validateAlbum(album, 1)).not.toThrow();
  });
});

describe("index arithmetic", () => {
  it("stops at the ends without wrap-around (the default)", () => {
    expect(defaultOptions.wrapAround).toBe(false);
    expect(nextIndex(0, 3, false)).toBe(1);
    expect(nextIndex(2, 3, false)).toBeNull();
    expect(previousIndex(0, 3, false)).toBeNull();
    expect(previousIndex(2, 3, false)).toBe(1);
  });

  it("goes round with wrap-around", () => {
    expect(nextIndex(2, 3, true)).toBe(0);
    expect(previousIndex(0, 3, true)).toBe(2);
  });

  it("never moves in an album of one, wrapped or not", () => {
    for (const wrap of [false, true]) {
      expect(nextIndex(0, 1, wrap)).toBeNull();
      expect(previousIndex(0, 1, wrap)).toBeNull();
    }
  });

  it("next then previous comes back, and every step stays inside the album", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), fc.nat(), fc.boolean(), (length, seed, wrap) => {
        const index = seed % length;
        const forward = nextIndex(index, length, wrap);
        const backward = previousIndex(index, length, wrap);
        for (const step of [forward, backward]) if (step !== null) expect(step >= 0 && step < length).toBe(true);
        if (forward !== null) expect(previousIndex(forward, length, wrap)).toBe(index);
        if (backward !== null) expect(nextIndex(backward, length, wrap)).toBe(index);
        if (wrap && length > 1) expect(forward !== null && backward !== null).toBe(true);
      }),
    );
  });

  it("visits every picture once going round a wrapped album", () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 30 }), (length) => {
        const seen = new Set<number>();
        let index = 0;
        for (let i = 0; i < length; i++) {
          seen.add(index);
          index = nextIndex(index, length, true)!;
        }
        expect(seen.size).toBe(length);
        expect(index).toBe(0);
      }),
    );
  });

  it("brings a start index outside the album inside it", () => {
    expect(clampIndex(-3, 5)).toBe(0);
    expect(clampIndex(9, 5)).toBe(4);
    expect(clampIndex(2.7, 5)).toBe(2);
    expect(clampIndex(Number.POSITIVE_INFINITY, 5)).toBe(4);
    expect(clampIndex(Number.NEGATIVE_INFINITY, 5)).toBe(0);
  });

  it('fills the label "Image %1 of %2" with the 1-based position', () => {
    expect(imageLabel(defaultOptions.albumLabel, 0, 6)).toBe("Image 1 of 6");
    expect(imageLabel("%1/%2", 5, 6)).toBe("6/6");
  });
});

describe("keys", () => {
  it.each(["Escape", "x", "o", "c", "X", "C"])("%s closes", (key) => expect(keyAction({ key })).toBe("close"));
  it.each(["p", "P", "ArrowLeft"])("%s goes to the previous picture", (key) =>
    expect(keyAction({ key })).toBe("previous"),
  );
  it.each(["n", "N", "ArrowRight"])("%s goes to the next picture", (key) => expect(keyAction({ key })).toBe("next"));
  it.each(["Enter", " ", "a", "ArrowUp", "Tab"])("%j does nothing", (key) => expect(keyAction({ key })).toBeNull());
  it("leaves shortcuts with Ctrl, Alt or Meta to the browser", () => {
    expect(keyAction({ key: "c", ctrlKey: true })).toBeNull();
    expect(keyAction({ key: "n", metaKey: true })).toBeNull();
    expect(keyAction({ key: "ArrowLeft", altKey: true })).toBeNull();
  });
});

describe("zoom and rotation", () => {
  it("zooms by a factor of 1.5 each way, within limits", () => {
    expect(zoomIn(1)).toBe(1.5);
    expect(zoomIn(1.5)).toBe(2.25);
    expect(zoomOut(1.5)).toBe(1);
    expect(zoomOut(1)).toBeCloseTo(1 / 1.5);
    let zoom = 1;
    for (let i = 0; i < 20; i++) zoom = zoomIn(zoom);
    expect(zoom).toBe(MAX_ZOOM);
    for (let i = 0; i < 40; i++) zoom = zoomOut(zoom);
    expect(zoom).toBe(MIN_ZOOM);
  });

  it("turns in 90° steps and knows when the picture lies on its side", () => {
    expect(rotateRight(0)).toBe(90);
    expect(rotateLeft(0)).toBe(-90);
    expect(rotateRight(rotateLeft(0))).toBe(0);
    expect([0, 90, 180, 270, -90, -180, 450].map(isQuarterTurned)).toEqual([
      false,
      true,
      false,
      true,
      true,
      false,
      true,
    ]);
  });
});

describe("layout", () => {
  const natural = { width: 1200, height: 800 };

  it("fits a large picture into the room without distortion", () => {
    const { frame, image, content } = layout({
      natural,
      room: { width: 600, height: 1000 },
      fit: true,
      rotation: 0,
      zoom: 1,
    });
    expect(frame).toEqual({ width: 600, height: 400 });
    expect(image).toEqual(frame);
    expect(content).toEqual(frame);
  });

  it("never enlarges a small picture, and shows it as it is when fitting is off", () => {
    const small = { width: 300, height: 200 };
    expect(
      layout({ natural: small, room: { width: 2000, height: 2000 }, fit: true, rotation: 0, zoom: 1 }).frame,
    ).toEqual(small);
    expect(layout({ natural, room: { width: 100, height: 100 }, fit: false, rotation: 0, zoom: 1 }).frame).toEqual(
      natural,
    );
  });

  it("fits the turned picture when it lies on its side", () => {
    const { frame, image } = layout({ natural, room: { width: 1000, height: 600 }, fit: true, rotation: 90, zoom: 1 });
    expect(frame).toEqual({ width: 400, height: 600 });
    expect(image).toEqual({ width: 600, height: 400 });
  });

  it("zooms the picture inside a frame that keeps its size", () => {
    const { frame, image, content } = layout({
      natural,
      room: { width: 600, height: 1000 },
      fit: true,
      rotation: 0,
      zoom: 1.5,
    });
    expect(frame).toEqual({ width: 600, height: 400 });
    expect(image).toEqual({ width: 900, height: 600 });
    expect(content).toEqual({ width: 900, height: 600 });
  });
});

describe("options and download name", () => {
  it("has the defaults of spec §9", () => {
    expect(defaultOptions).toMatchObject({
      fadeDuration: 0.7,
      resizeDuration: 0.5,
      positionFromTop: 20,
      fitImageInViewPort: true,
      wrapAround: false,
      showImageNumberLabel: false,
      showZoom: false,
      showRotate: false,
      disableKeyboardNav: false,
      enableTransition: true,
    });
    expect(resolveOptions({ wrapAround: true })).toEqual({ ...defaultOptions, wrapAround: true });
  });

  it.each([
    ["/images/Ab3dEf7hIj9kLm2n?w=1280", "Ab3dEf7hIj9kLm2n.jpg"],
    ["https://example.org/uploads/2022/award%20night.jpg", "award night.jpg"],
    ["/photos/hall.JPEG#top", "hall.JPEG"],
    ["/photos/diagram.png", "diagram.jpg"],
    ["/", "image.jpg"],
  ])("names the file for %s %s", (src, name) => {
    expect(downloadFileName(src)).toBe(name);
  });
});
