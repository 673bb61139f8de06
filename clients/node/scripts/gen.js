// Generates the TypeScript types of the memoryd.v1 contract with @grpc/proto-loader's
// generator, from the repository's proto (the single source), into src/generated/, and copies
// the .proto into proto/ so that the built package loads the same contract at run time.
"use strict";
const { execFileSync } = require("node:child_process");
const fs = require("node:fs");
const path = require("node:path");

const root = path.resolve(__dirname, "..");
const source = path.resolve(root, "../../proto/memoryd/v1/memory.proto");
const copied = path.join(root, "proto/memoryd/v1/memory.proto");

if (fs.existsSync(source)) {
  fs.mkdirSync(path.dirname(copied), { recursive: true });
  fs.copyFileSync(source, copied);
} else if (!fs.existsSync(copied)) {
  throw new Error(`no contract: neither ${source} nor ${copied} exists`);
}

const out = path.join(root, "src/generated");
fs.rmSync(out, { recursive: true, force: true });
const bin = path.join(
  root,
  "node_modules/.bin",
  process.platform === "win32" ? "proto-loader-gen-types.cmd" : "proto-loader-gen-types",
);
// These options must match LOADER_OPTIONS in src/channel.ts: the types describe what it loads.
execFileSync(
  bin,
  [
    // the file first: --includeDirs takes every argument after it
    "memoryd/v1/memory.proto",
    "--longs=Number",
    "--enums=String",
    "--defaults",
    "--oneofs",
    "--includeComments",
    "--grpcLib=@grpc/grpc-js",
    `--outDir=${out}`,
    `--includeDirs=${path.join(root, "proto")}`,
  ],
  { stdio: "inherit" },
);
