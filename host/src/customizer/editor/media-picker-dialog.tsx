import {
  MEDIA_ACCEPT,
  MEDIA_LIMITS,
  MEDIA_TYPE_NAMES,
  type MediaItem,
  mediaFileProblem,
} from "@vitrine/contract";
import type { MediaApi } from "@vitrine/sdk";
import { type ChangeEvent, useCallback, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { thumbnailUrl } from "./media-picker-context";
import { MediaPickerDetails } from "./media-picker-details";
import { messageOf } from "./remote-load";

type Listing =
  | { status: "loading" }
  | { status: "error"; message: string }
  | { status: "ready"; items: MediaItem[]; more: boolean };

type Upload =
  | { status: "idle" }
  | { status: "busy"; name: string }
  | { status: "error"; message: string };

/**
 * The shop's media library in a modal dialog (the browser's own: focus stays in it, Escape closes
 * it): upload into it, its pictures as thumbnails to pick one from, newest first, a page at a time,
 * and the picked one's details (alt text, use it, delete it).
 */
export function MediaPickerDialog({
  library,
  label,
  chosenUrl,
  onChoose,
  onClose,
}: {
  library: MediaApi;
  label: string;
  chosenUrl: string | null;
  onChoose: (url: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    // jsdom has no modal dialogs: the dialog is then merely open.
    if (element && !element.open) {
      if (typeof element.showModal === "function") element.showModal();
      else element.setAttribute("open", "");
    }
  }, []);

  const [upload, setUpload] = useState<Upload>({ status: "idle" });
  const { listing, selectedId, setSelectedId, loadMore, add, replace, removeItem } =
    useLibraryListing(library, chosenUrl);
  const items = listing.status === "ready" ? listing.items : [];
  const selected = items.find((item) => item.id === selectedId) ?? null;

  const send = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = "";
    if (!file) return;
    const problem = mediaFileProblem(file);
    if (problem) {
      const mb = MEDIA_LIMITS.bytes / 1024 / 1024;
      const message = t(`customizer.media.refused.${problem}`, { types: MEDIA_TYPE_NAMES, mb });
      setUpload({ status: "error", message });
      return;
    }
    setUpload({ status: "busy", name: file.name });
    try {
      add(await library.upload(file));
      setUpload({ status: "idle" });
    } catch (error) {
      setUpload({ status: "error", message: messageOf(t, error) });
    }
  };

  return (
    <dialog ref={dialog} className="vc-media-dialog" aria-labelledby={titleId} onClose={onClose}>
      <div className="vc-media-dialog__head">
        <h2 id={titleId}>{t("customizer.media.title", { label })}</h2>
        <button type="button" onClick={() => dialog.current?.close()}>
          {t("customizer.media.close")}
        </button>
      </div>
      <div className="vc-media-dialog__upload">
        <label>
          {t("customizer.media.upload")}
          <input
            type="file"
            accept={MEDIA_ACCEPT}
            disabled={upload.status === "busy"}
            onChange={(event) => void send(event)}
          />
        </label>
        <p className="vc-field__info">
          {t("customizer.media.limits", {
            types: MEDIA_TYPE_NAMES,
            mb: MEDIA_LIMITS.bytes / 1024 / 1024,
            megapixels: MEDIA_LIMITS.pixels / 1_000_000,
          })}
        </p>
        <output className="vc-media-dialog__status">
          {upload.status === "busy" ? t("customizer.media.uploading", { name: upload.name }) : ""}
        </output>
        {upload.status === "busy" ? <progress aria-label={t("customizer.media.progress")} /> : null}
        {upload.status === "error" ? (
          <p role="alert" className="vc-alert">
            {upload.message}
          </p>
        ) : null}
      </div>
      <div className="vc-media-dialog__body">
        <MediaGrid
          listing={listing}
          selectedId={selectedId}
          onSelect={setSelectedId}
          onMore={loadMore}
        />
        {selected ? (
          <MediaPickerDetails
            key={selected.id}
            library={library}
            item={selected}
            onChanged={replace}
            onRemoved={removeItem}
            onChoose={() => onChoose(selected.url)}
          />
        ) : null}
      </div>
    </dialog>
  );
}

/**
 * The library as the dialog shows it: its pages loaded so far (the first at once), which picture
 * is picked (at first the one the setting holds), and the changes the dialog makes to it.
 */
function useLibraryListing(library: MediaApi, chosenUrl: string | null) {
  const { t } = useTranslation();
  const [listing, setListing] = useState<Listing>({ status: "loading" });
  const [pages, setPages] = useState(0);
  const [selectedId, setSelectedId] = useState<string | null>(null);

  const loadPage = useCallback(
    async (page: number) => {
      try {
        const { data, page: info } = await library.list({ page });
        setListing((before) => ({
          status: "ready",
          items: [...(page > 0 && before.status === "ready" ? before.items : []), ...data],
          more: info.pageNum + 1 < info.totalPages,
        }));
        if (page === 0) {
          setSelectedId((id) => id ?? data.find((item) => item.url === chosenUrl)?.id ?? null);
        }
      } catch (error) {
        setListing({ status: "error", message: messageOf(t, error) });
      }
    },
    [library, chosenUrl, t],
  );
  useEffect(() => {
    void loadPage(0);
  }, [loadPage]);

  const replace = (changed: MediaItem) =>
    setListing((before) =>
      before.status === "ready"
        ? {
            ...before,
            items: before.items.map((item) => (item.id === changed.id ? changed : item)),
          }
        : before,
    );
  const removeItem = (id: string) => {
    setSelectedId(null);
    setListing((before) =>
      before.status === "ready"
        ? { ...before, items: before.items.filter((item) => item.id !== id) }
        : before,
    );
  };

  const add = (item: MediaItem) => {
    setListing((before) => ({
      status: "ready",
      items: [item, ...(before.status === "ready" ? before.items : [])],
      more: before.status === "ready" && before.more,
    }));
    setSelectedId(item.id);
  };
  const loadMore = () => {
    setPages(pages + 1);
    void loadPage(pages + 1);
  };
  return { listing, selectedId, setSelectedId, loadMore, add, replace, removeItem };
}

/** The library's pictures as buttons, the picked one pressed; loading, failed or empty said. */
function MediaGrid({
  listing,
  selectedId,
  onSelect,
  onMore,
}: {
  listing: Listing;
  selectedId: string | null;
  onSelect: (id: string) => void;
  onMore: () => void;
}) {
  const { t } = useTranslation();
  if (listing.status === "loading") return <output>{t("customizer.media.loading")}</output>;
  if (listing.status === "error") {
    return (
      <p role="alert" className="vc-alert">
        {listing.message}
      </p>
    );
  }
  if (listing.items.length === 0) return <p>{t("customizer.media.empty")}</p>;
  return (
    <div>
      <ul className="vc-media-grid" aria-label={t("customizer.media.library")}>
        {listing.items.map((item, index) => (
          <li key={item.id}>
            <button
              type="button"
              aria-pressed={item.id === selectedId}
              onClick={() => onSelect(item.id)}
            >
              <img
                src={thumbnailUrl(item.url)}
                alt={item.alt || t("customizer.media.untitled", { number: index + 1 })}
                width={150}
                height={Math.round((150 * item.height) / item.width)}
              />
            </button>
          </li>
        ))}
      </ul>
      {listing.more ? (
        <button type="button" onClick={onMore}>
          {t("customizer.media.more")}
        </button>
      ) : null}
    </div>
  );
}
