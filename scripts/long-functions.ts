/**
 * Lists the functions of the production code longer than 150 lines, and fails when there is one:
 * a function that long holds several concerns that want names of their own (issue 34). Tests,
 * stories, seed data and migrations are left out; so is what git does not track.
 *
 * Runs in `pnpm lint`, and alone as `pnpm --filter @vitrine/scripts long-functions`.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import ts from "typescript";
import { REPO_ROOT } from "./repo-paths";

const MOST_LINES = 150;
const LEFT_OUT =
  /(\.test\.|\.spec\.|\.stories\.|\/e2e\/|\/seed\/|\/migrations\/|\/testing\/|\.d\.ts$)/;

function trackedSources(): string[] {
  return execFileSync("git", ["ls-files", "*.ts", "*.tsx"], { cwd: REPO_ROOT, encoding: "utf8" })
    .split("\n")
    .filter((path) => path !== "" && !LEFT_OUT.test(path) && existsSync(`${REPO_ROOT}/${path}`));
}

interface LongFunction {
  where: string;
  name: string;
  lines: number;
}

function nameOf(node: ts.Node): string {
  if ((ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node)) && node.name) {
    return node.name.getText();
  }
  const parent = node.parent;
  if (parent && (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent))) {
    return parent.name.getText();
  }
  return "(anonymous)";
}

/** The functions of one file longer than `MOST_LINES`, outermost and nested alike. */
function longFunctionsOf(path: string): LongFunction[] {
  const source = ts.createSourceFile(
    path,
    readFileSync(`${REPO_ROOT}/${path}`, "utf8"),
    ts.ScriptTarget.Latest,
    true,
  );
  const found: LongFunction[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && "body" in node && node.body) {
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      if (last - first + 1 > MOST_LINES) {
        found.push({ where: `${path}:${first + 1}`, name: nameOf(node), lines: last - first + 1 });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const long = trackedSources().flatMap(longFunctionsOf);
for (const { where, name, lines } of long) console.log(`${where}  ${name}  ${lines} lines`);
if (long.length > 0) {
  console.error(`${long.length} function(s) over ${MOST_LINES} lines: split them by concern.`);
  process.exit(1);
}
console.log(`No function over ${MOST_LINES} lines.`);
