export type * from "./cart";
export type * from "./catalog";
export type * from "./common";
export type * from "./direct-messages";
export type * from "./membership";
export type * from "./order";
export type * from "./shop";
