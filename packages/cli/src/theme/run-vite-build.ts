import { build, type InlineConfig } from "vite";

/**
 * Runs a Vite build without leaving `NODE_ENV=production` behind: Vite sets it for the whole
 * process when it is unset, and the processes that build a theme (the demo's start, `theme dev`)
 * go on running as development processes.
 */
export async function runViteBuild(config: InlineConfig): ReturnType<typeof build> {
  const nodeEnv = process.env.NODE_ENV;
  try {
    return await build(config);
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}
