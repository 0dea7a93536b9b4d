import { Link } from "@vitrine/sdk/react";
import { EmptyState } from "@vitrine/theme-kit";

/**
 * Nothing to show here, and the one place to go instead, as a primary link: an empty cart's
 * "Continue shopping", an unlocked post's "Read", an expired reset link's "Ask again".
 */
export function EmptyStateLink({
  title,
  href,
  label,
}: {
  title: string;
  href: string;
  label: string;
}) {
  return (
    <EmptyState
      title={title}
      action={
        <Link className="vt-button vt-button--primary" href={href}>
          {label}
        </Link>
      }
    />
  );
}
