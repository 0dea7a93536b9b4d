import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { ImageSetting, MediaItem, SettingValue } from "@vitrine/contract";
import { ApiError, type MediaApi } from "@vitrine/sdk";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MediaPicker } from "./media-picker";
import { MediaLibraryContext } from "./media-picker-context";
import { renderInEnglish } from "./render-in-english";

afterEach(cleanup);

const setting: ImageSetting = { type: "image", id: "image", label: "Hero picture", default: null };

const item = (id: string, alt = ""): MediaItem => ({
  id,
  url: `/media/${id}`,
  width: 1200,
  height: 900,
  bytes: 1000,
  alt,
  createdAt: "2026-11-28T10:00:00.000Z",
});

function picker(value: SettingValue = null, items: MediaItem[] = [item("beach-1.jpg", "A beach")]) {
  const library = {
    list: vi.fn<MediaApi["list"]>(async () => ({
      data: items,
      page: { pageNum: 0, pageSize: 24, totalElements: items.length, totalPages: 1 },
    })),
    upload: vi.fn<MediaApi["upload"]>(async () => item("new-2.png")),
    setAlt: vi.fn<MediaApi["setAlt"]>(async (id, alt) => item(id, alt)),
    remove: vi.fn<MediaApi["remove"]>(async () => undefined),
  };
  const onChange = vi.fn<(value: SettingValue) => void>();
  renderInEnglish(
    <MediaLibraryContext.Provider value={library}>
      <MediaPicker setting={setting} value={value} onChange={onChange} />
    </MediaLibraryContext.Provider>,
  );
  return { library, onChange };
}

const openLibrary = async () => {
  fireEvent.click(screen.getByRole("button", { name: /Choose an image|Change image/ }));
  const dialog = await screen.findByRole("dialog", { name: "Media library: Hero picture" });
  return dialog;
};

describe("the image picker", () => {
  it("lists the library as thumbnails through the resizer, and puts the one chosen in the setting", async () => {
    const { onChange } = picker();
    const dialog = await openLibrary();
    const thumbnail = await within(dialog).findByRole("button", { name: "A beach" });
    expect(within(thumbnail).getByRole("img").getAttribute("src")).toBe(
      "/images/resize?url=%2Fmedia%2Fbeach-1.jpg&width=300&format=webp&quality=100",
    );
    fireEvent.click(thumbnail);
    expect(thumbnail.getAttribute("aria-pressed")).toBe("true");
    fireEvent.click(within(dialog).getByRole("button", { name: "Use this image" }));
    expect(onChange).toHaveBeenCalledWith("/media/beach-1.jpg");
  });

  it("uploads into the library, offers what was uploaded, and says what the shop refused", async () => {
    const { library } = picker();
    const dialog = await openLibrary();
    const input = within(dialog).getByLabelText("Upload an image") as HTMLInputElement;
    expect(input.accept).toBe("image/jpeg,image/png,image/webp,image/avif,image/gif");

    const svg = new File(["<svg/>"], "logo.svg", { type: "image/svg+xml" });
    fireEvent.change(input, { target: { files: [svg] } });
    expect(within(dialog).getByRole("alert").textContent).toBe(
      "This file is not an image the shop takes: choose a JPEG, PNG, WebP, AVIF or GIF.",
    );
    expect(library.upload).not.toHaveBeenCalled();

    const photo = new File(["png"], "new.png", { type: "image/png" });
    fireEvent.change(input, { target: { files: [photo] } });
    expect(within(dialog).getByText("Uploading new.png…")).toBeTruthy();
    const uploaded = await within(dialog).findByRole("button", {
      name: "Image 1, no alt text yet",
    });
    expect(uploaded.getAttribute("aria-pressed")).toBe("true");

    library.upload.mockRejectedValueOnce(
      new ApiError("The image must be at most 40 megapixels.", {
        statusCode: 422,
        statusMessage: "Unprocessable Content",
        data: {},
      }),
    );
    fireEvent.change(input, { target: { files: [photo] } });
    expect((await within(dialog).findByRole("alert")).textContent).toBe(
      "The image must be at most 40 megapixels.",
    );
  });

  it("saves an alt text, and shows why the shop refused a delete", async () => {
    const { library } = picker("/media/beach-1.jpg");
    const dialog = await openLibrary();
    const alt = await within(dialog).findByLabelText("Alt text (what the picture shows)");
    fireEvent.change(alt, { target: { value: "A beach at dawn" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save alt text" }));
    await within(dialog).findByText("Alt text saved.");
    expect(library.setAlt).toHaveBeenCalledWith("beach-1.jpg", "A beach at dawn");

    library.remove.mockRejectedValueOnce(
      new ApiError("This image is used by the live settings.", {
        statusCode: 409,
        statusMessage: "Conflict",
        data: {},
      }),
    );
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete from the library" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe(
      "This image is used by the live settings.",
    );
    expect(within(dialog).getByRole("button", { name: "A beach at dawn" })).toBeTruthy();
  });

  it("removes the image from the setting, and keeps an address field", async () => {
    const { onChange } = picker("/media/beach-1.jpg");
    expect(screen.getByRole("img", { name: "The picture chosen for Hero picture" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Remove image" }));
    expect(onChange).toHaveBeenCalledWith(null);
    const address = screen.getByRole("textbox", { name: "Hero picture: address" });
    fireEvent.change(address, { target: { value: "https://cdn.test/a.jpg" } });
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith("https://cdn.test/a.jpg"));
  });
});
