// Generated from `endpoints` by `pnpm endpoint-routes`; endpoint-routes.test.ts checks it.
import type { EndpointRoutesOf } from "../endpoint-route";
import type { endpoints } from "../index";

/** The routes of `endpoints.posts`. */
export const postsRoutes: EndpointRoutesOf<(typeof endpoints)["posts"]> = {
  listPosts: {
    method: "GET",
    base: "membership",
    path: "/api/posts",
    list: true,
    access: "public",
  },
  getPost: {
    method: "GET",
    base: "membership",
    path: "/api/posts/:handle",
    list: false,
    access: "public",
  },
  getPostContent: {
    method: "GET",
    base: "membership",
    path: "/api/posts/:handle/content",
    list: false,
    access: "public",
  },
  getPostUnlock: {
    method: "GET",
    base: "membership",
    path: "/api/posts/:postId/unlock",
    list: false,
    access: "member",
  },
  unlockPost: {
    method: "POST",
    base: "membership",
    path: "/api/posts/:postId/unlock",
    list: false,
    access: "member",
  },
};
