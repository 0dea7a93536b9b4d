import type { WatchHistoryEntry } from "@vitrine/contract";
import { routePath, toUiPage } from "@vitrine/sdk";
import { Link, type PageProps, useResource, useStorefront } from "@vitrine/sdk/react";
import { Button, Pagination, pageFromSearch, ResourceView } from "@vitrine/theme-kit";
import { FormMessage, useFormAction } from "@vitrine/theme-kit/forms";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { EmptyStateLink } from "../../components/empty-state-link";
import { AccountFrame } from "../components/account-nav";
import { formatDuration, useDate } from "../components/format";

/** The `member-watch-history` page: videos watched, where the member stopped, paged. */
export function WatchHistoryPage({ route, search }: PageProps<"member-watch-history">) {
  const { t } = useTranslation();
  const { api } = useStorefront();
  const page = pageFromSearch(search);
  const [version, setVersion] = useState(0);
  const history = useResource(
    (signal) => api.content.watchHistory({ page }, { signal }),
    [page, version],
  );
  return (
    <AccountFrame route={route} title={t("membership.history.title")}>
      <ResourceView
        resource={history}
        isEmpty={(list) => list.data.length === 0}
        empty={
          <EmptyStateLink
            title={t("membership.history.empty")}
            href={routePath("membership-video-catalog-featured")}
            label={t("membership.videos.title")}
          />
        }
      >
        {(list) => (
          <>
            <ul className="vt-history">
              {list.data.map((entry) => (
                <HistoryRow
                  key={entry.video.id}
                  entry={entry}
                  onRemoved={() => setVersion((count) => count + 1)}
                />
              ))}
            </ul>
            <Pagination
              page={toUiPage(list.page.pageNum)}
              totalPages={list.page.totalPages}
              hrefFor={(number) => `${routePath("member-watch-history")}?page=${number}`}
            />
          </>
        )}
      </ResourceView>
    </AccountFrame>
  );
}

function HistoryRow({ entry, onRemoved }: { entry: WatchHistoryEntry; onRemoved: () => void }) {
  const { t } = useTranslation();
  const { api } = useStorefront();
  const date = useDate();
  const action = useFormAction();
  return (
    <li className="vt-history__item">
      <div>
        <Link href={routePath("membership-video", { handle: entry.video.handle })}>
          {entry.video.title}
        </Link>
        <p className="vt-muted">
          {entry.completed
            ? t("membership.history.completed")
            : t("membership.history.progress", {
                position: formatDuration(entry.positionSeconds),
              })}{" "}
          · {t("membership.history.watchedAt", { date: date(entry.watchedAt) })}
        </p>
        <progress
          max={entry.video.durationSeconds}
          value={entry.completed ? entry.video.durationSeconds : entry.positionSeconds}
          aria-label={entry.video.title}
        />
      </div>
      <Button
        variant="secondary"
        busy={action.busy}
        onClick={() =>
          void action.run(async () => {
            await api.content.removeFromWatchHistory(entry.video.id);
            onRemoved();
          }, t("membership.form.failed"))
        }
      >
        {t("membership.history.remove", { title: entry.video.title })}
      </Button>
      <FormMessage action={action} />
    </li>
  );
}
