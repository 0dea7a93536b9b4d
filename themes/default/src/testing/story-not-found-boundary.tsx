import { isMissingResource } from "@vitrine/sdk";
import { Component, type ReactNode } from "react";
import { NotFoundContent } from "../errors/error-screens";

/**
 * What the host does with a page whose own resource does not exist (`throwIfMissing`): the
 * not-found page with the message it is given, here inside the story's layout (the host shows it
 * without one). Any other error goes on up, as in the host.
 */
export class StoryNotFoundBoundary extends Component<
  { message: string; children: ReactNode },
  { error: unknown }
> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (isMissingResource(error)) {
      return <NotFoundContent message={this.props.message} />;
    }
    throw error;
  }
}
