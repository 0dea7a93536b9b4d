#!/usr/bin/env node
import { processIo } from "./cli-io";
import { runCli } from "./run-cli";

process.exitCode = await runCli(process.argv.slice(2), processIo());
