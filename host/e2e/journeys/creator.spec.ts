import { expect, test } from "./fixtures";

// A journey walks many pages and runs axe on each: two minutes, not the 30 s of a single check.
test.describe.configure({ timeout: 120_000 });

test("the creator logs in from the shop's login form, lands on their profile and shadowbans a member who wrote to them", async ({
  page,
  checkA11y,
}) => {
  await page.goto("/membership/auth/login");
  // One form for everyone: creator/check tells the creator's email apart, no role to pick.
  await expect(page.getByRole("radio")).toHaveCount(0);
  await page.getByLabel("Email").fill("creator@demo.test");
  await page.getByLabel("Password").fill("creator-pass-1");
  await checkA11y();
  await page.getByRole("button", { name: "Log in" }).click();

  await expect(page).toHaveURL("/membership/users/creators/profile");
  await expect(page.getByRole("heading", { level: 1, name: "Creator profile" })).toBeVisible();
  await expect(page.getByLabel("Display name")).toHaveValue("Maya Ortiz");
  await checkA11y();

  // The members who wrote to the creator are listed here, each with the shadowban action.
  const members = page.getByRole("region", { name: "Conversations" });
  const sam = members.getByRole("listitem").filter({ hasText: "Sam Rivera" });
  await sam.getByRole("button", { name: "Shadowban Sam Rivera" }).click();
  const confirmation = sam.getByRole("group", {
    name: "Hide Sam Rivera's messages and comments from everyone else?",
  });
  await checkA11y();
  await confirmation.getByRole("button", { name: "Shadowban Sam Rivera" }).click();
  await expect(page.getByText("Sam Rivera is shadowbanned.")).toBeVisible();
  await checkA11y();
});
